/// The answers behind `org.gnome.Shell.SearchProvider2`; the service turns
/// them into D-Bus replies. Methods never fail: a question without an answer
/// gets an empty one, which the shell shows as no results.
public protocol SearchProviderBackend: AnyObject {
    func initialResults(for terms: [String]) -> [String]
    func subsearchResults(narrowing previous: [String], for terms: [String]) -> [String]
    func metas(for identifiers: [String]) -> [SearchResultMeta]
    func activate(_ identifier: String, terms: [String], timestamp: UInt32)
    func launchSearch(for terms: [String], timestamp: UInt32)
}
