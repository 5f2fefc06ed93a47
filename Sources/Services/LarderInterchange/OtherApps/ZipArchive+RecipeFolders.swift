import Foundation
import LarderLocalization

extension ZipArchive {
    /// The recipes of an export that keeps one folder per recipe, its JSON
    /// beside its photo (Nextcloud Cookbook, Mealie): each recipe entry read
    /// with the photo of its folder, one at a time as they are asked for.
    /// - Parameters:
    ///   - isRecipe: whether an entry's path is a recipe's JSON.
    ///   - photoFolder: for an entry that is a recipe's photo, its recipe's folder; else `nil`.
    ///   - read: the recipe from its JSON, the entry's path and its photo.
    func recipesInFolders(isRecipe: (String) -> Bool, photoFolder: (String) -> String?,
                          read: @escaping (Data, String, Data?) -> Result<ImportedRecipe, ImportError>) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        var photos: [String: Member] = [:]
        for member in members {
            if let folder = photoFolder(member.path) { photos[folder] = member }
        }
        var recipes = members.filter { isRecipe($0.path) }.makeIterator()
        return AnyIterator {
            guard let member = recipes.next() else { return nil }
            let data: Data
            do throws(ImportError) {
                data = try self.contents(of: member)
            } catch {
                return .failure(error)
            }
            // A damaged photo costs the recipe its photo, not the recipe.
            var photo: Data?
            var photoWarning: String?
            if let photoMember = photos[ArchiveLayout.folder(of: member.path)] {
                do throws(ImportError) {
                    photo = try self.contents(of: photoMember)
                } catch {
                    // TRANSLATORS: %1$@ is the photo's path, %2$@ the reason.
                    photoWarning = tr("photo %@ left out: %@", photoMember.path, error.message)
                }
            }
            return read(data, member.path, photo).map { imported in
                var imported = imported
                if let photoWarning { imported.warnings.append(photoWarning) }
                return imported
            }
        }
    }
}
