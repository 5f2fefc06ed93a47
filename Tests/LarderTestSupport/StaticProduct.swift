import Foundation

/// A program or module `make static` builds with -static-stdlib, the build
/// `make install` and the packages ship: the tests run these, not the debug
/// build. One place names their files and the make target that builds each.
public struct StaticProduct: Sendable {
    /// The file in the static build's folder.
    public let file: String
    /// The make target that builds it (make check runs them all).
    public let makeTarget: String

    public static let larder = StaticProduct(file: "larder", makeTarget: "static")
    public static let thumbnailer = StaticProduct(file: "larder-thumbnailer", makeTarget: "thumbnailer")
    public static let searchProvider = StaticProduct(file: "larder-search-provider", makeTarget: "search-provider")
    public static let trackerModule = StaticProduct(file: "liblarder-tracker-extract.so", makeTarget: "tracker-module")
    public static let evinceBackend = StaticProduct(file: "liblarder-evince-document.so", makeTarget: "evince-backend")
    public static let papersBackend = StaticProduct(file: "liblarder-papers-document.so", makeTarget: "papers-backend")
    public static let balooExtractor = StaticProduct(file: "larder-baloo-extractor", makeTarget: "baloo-extractor")

    public var path: String { CLI.repository + "/.build-static/release/" + file }

    /// Throws, naming the make target, when it has not been built.
    public func requireBuilt() throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw TestFailure("\(path) is missing: run make \(makeTarget) (make check builds it)")
        }
    }
}
