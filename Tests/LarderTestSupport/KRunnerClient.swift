import LarderDesktop
import LarderGLib

/// A plain GDBus client of the provider's `org.kde.krunner1` object, calling
/// it as KRunner's DBusRunner does, and reading the replies field by field.
public final class KRunnerClient {
    /// One entry of Match's `a(sssida{sv})`.
    public struct Match {
        public var id, text, iconName: String
        public var type: Int32
        public var relevance: Double
        /// The properties' keys, to tell a missing one from an empty one.
        public var keys: Set<String>
        public var category, subtext: String
        public var urls, actions: [String]
        public var icon: Icon?
    }

    /// `icon-data`: `(iiibiiay)`.
    public struct Icon {
        public var width, height, rowStride: Int32
        public var hasAlpha: Bool
        public var bitsPerSample, channels: Int32
        public var bytes: [UInt8]
    }

    private let bus: DBusConnection

    public init(busAddress: String) throws {
        bus = try DBusConnection(address: busAddress)
    }

    public func match(_ query: String) throws -> [Match] {
        try call("Match", [GVariantBuilder.string(query)])[0].children.map { tuple in
            var properties: [String: GVariantReference] = [:]
            for entry in tuple[5].children { properties[entry[0].string] = entry[1].unboxed }
            let icon = properties["icon-data"].map { data in
                Icon(width: data[0].int32, height: data[1].int32, rowStride: data[2].int32, hasAlpha: data[3].bool,
                     bitsPerSample: data[4].int32, channels: data[5].int32, bytes: data[6].bytes)
            }
            return Match(id: tuple[0].string, text: tuple[1].string, iconName: tuple[2].string, type: tuple[3].int32,
                         relevance: tuple[4].double, keys: Set(properties.keys),
                         category: properties["category"]?.string ?? "", subtext: properties["subtext"]?.string ?? "",
                         urls: properties["urls"]?.strings ?? [], actions: properties["actions"]?.strings ?? [], icon: icon)
        }
    }

    /// Actions' `a(sss)`: id, text, icon name.
    public func actions() throws -> [(id: String, text: String, iconName: String)] {
        try call("Actions")[0].children.map { ($0[0].string, $0[1].string, $0[2].string) }
    }

    public func run(_ matchID: String, _ actionID: String) throws {
        _ = try call("Run", [GVariantBuilder.string(matchID), GVariantBuilder.string(actionID)])
    }

    /// Config's `a{sv}`, as GVariant text by key.
    public func config() throws -> [String: String] {
        var values: [String: String] = [:]
        for entry in try call("Config")[0].children { values[entry[0].string] = entry[1].unboxed.text }
        return values
    }

    /// KF 6.17's call before Run: the activation token for what Run opens.
    public func setActivationToken(_ token: String) throws {
        _ = try call("SetActivationToken", [GVariantBuilder.string(token)])
    }

    public func teardown() throws {
        _ = try call("Teardown")
    }

    private func call(_ method: String, _ arguments: [OpaquePointer?] = []) throws -> GVariantReference {
        try bus.call(ApplicationID.searchProviderBusName, ApplicationID.krunnerObjectPath, KRunnerInterface.name, method,
                     GVariantBuilder.tuple(arguments), timeout: 20_000)
    }
}
