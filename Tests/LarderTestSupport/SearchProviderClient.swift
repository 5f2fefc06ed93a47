import LarderDesktop
import LarderGLib

/// A GDBus client of a search provider on a given bus: for tests and
/// benchmarks that time calls without a process start in between.
public final class SearchProviderClient {
    private let bus: DBusConnection
    private let busName: String
    private let objectPath: String

    /// Connects to the bus at `busAddress` and talks to the provider at
    /// `busName` and `objectPath`; throws when the connection fails.
    public init(busAddress: String, busName: String = ApplicationID.searchProviderBusName,
                objectPath: String = ApplicationID.searchProviderObjectPath) throws {
        bus = try DBusConnection(address: busAddress)
        self.busName = busName
        self.objectPath = objectPath
    }

    /// Calls GetInitialResultSet: the identifiers of the results for `terms`.
    public func initialResultSet(_ terms: [String]) throws -> [String] {
        try call("GetInitialResultSet", [GVariantBuilder.strings(terms)])[0].strings
    }

    /// Calls GetSubsearchResultSet: the results for `terms` among `previous` results.
    public func subsearchResultSet(_ previous: [String], _ terms: [String]) throws -> [String] {
        try call("GetSubsearchResultSet", [GVariantBuilder.strings(previous), GVariantBuilder.strings(terms)])[0].strings
    }

    /// Each result's metas: the string values by key, and "icon" as GVariant text.
    public func resultMetas(_ identifiers: [String]) throws -> [[String: String]] {
        try call("GetResultMetas", [GVariantBuilder.strings(identifiers)])[0].children.map { dictionary in
            var values: [String: String] = [:]
            for entry in dictionary.children {
                let value = entry[1].unboxed
                values[entry[0].string] = value.typeString == "s" ? value.string : value.text
            }
            return values
        }
    }

    /// The process ID of the provider that owns the bus name now.
    public func providerProcess() throws -> Int {
        try bus.processID(ofOwnerOf: busName)
    }

    private func call(_ method: String, _ arguments: [OpaquePointer?]) throws -> GVariantReference {
        try bus.call(busName, objectPath, "org.gnome.Shell.SearchProvider2", method, GVariantBuilder.tuple(arguments), timeout: 10_000)
    }
}
