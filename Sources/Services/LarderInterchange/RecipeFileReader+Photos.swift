import Foundation
import LarderGLib
import LarderLocalization
import LarderModel

// A recipe's photo, as its file names it: a path, a file: or data: URL, or a
// web address a browser saved beside the page.
extension RecipeFileReader {
    /// Loads a photo reference: a web address is left for the importer to
    /// fetch (unless the browser saved a copy beside the page), and anything
    /// not an image is skipped with a reason.
    func loadImage(_ reference: String, baseDirectory: String?, pageFilesFolder: String? = nil) -> JSONLDRecipeReader.ImageResolution {
        let lower = reference.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("//") {
            if let pageFilesFolder, let name = Self.fileName(ofWebAddress: reference),
               case .photo(let photo) = loadImage(pageFilesFolder + "/" + name, baseDirectory: "") {
                return .photo(photo)
            }
            return WebAddress.fetchable(reference).map { .remote($0) }
                ?? .skipped(tr("photo %@ is not an address Larder can fetch; left out", reference))
        }
        if lower.hasPrefix("data:") {
            guard let comma = reference.firstIndex(of: ","), reference[..<comma].lowercased().hasSuffix(";base64"),
                  reference.utf8.count <= maximumPhotoSize * 4 / 3 + 1024,
                  let data = Data(base64Encoded: String(reference[reference.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
                return .skipped(tr("the photo's data: URL is not base64 image data; left out"))
            }
            return Photo(data: data).map { .photo($0) } ?? .skipped(tr("the photo's data: URL is not a JPEG, PNG, GIF or WebP image; left out"))
        }
        var path = reference
        if lower.hasPrefix("file://") {
            path = URL(string: reference)?.path ?? String(reference.dropFirst(7))
        } else if !reference.hasPrefix("/") {
            guard let baseDirectory else { return .skipped(tr("photo %@ is a relative path, with no folder to find it in; left out", reference)) }
            path = baseDirectory.isEmpty ? reference : baseDirectory + "/" + reference
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes, (attributes[.type] as? FileAttributeType) == .typeRegular else {
            return .skipped(tr("photo %@ not found; left out", reference))
        }
        if let size = attributes[.size] as? Int, size > maximumPhotoSize {
            // TRANSLATORS: %1$@ is the photo's path or address, %2$@ the limit in megabytes.
            return .skipped(tr("photo %@ is larger than %@ MB; left out", reference, maximumPhotoSize >> 20))
        }
        guard let data = FileManager.default.contents(atPath: path), let photo = Photo(data: data) else {
            return .skipped(tr("photo %@ is not a JPEG, PNG, GIF or WebP image; left out", reference))
        }
        return .photo(photo)
    }

    /// The file name a browser gives a web address's download when it saves a
    /// page "complete": the last part of its path, percent-decoded.
    static func fileName(ofWebAddress address: String) -> String? {
        let path = address.prefix { $0 != "?" && $0 != "#" }
        guard let last = path.split(separator: "/").last, path.split(separator: "/").count > 2 else { return nil }
        let name = String(last).removingPercentEncoding ?? String(last)
        return name.isEmpty || name == "." || name == ".." || name.contains("/") ? nil : name
    }
}
