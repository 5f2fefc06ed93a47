import CGLib
import LarderGLib

/// `org.kde.krunner1` as ``SearchProviderService`` exports it: the interface,
/// and each call turned into a ``KRunnerBackend`` question and its reply.
public enum KRunnerInterface {
    /// The interface name.
    public static let name = "org.kde.krunner1"

    /// The interface, as data/dbus/org.kde.krunner1.xml has it (a test compares them).
    public static let introspectionXML = """
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
        <!-- KRunner's D-Bus runner interface (KF6 6.30: kf6_org.kde.krunner1.xml), with X-Plasma-API=DBus2;
             SetActivationToken is KF 6.17's, called before Run so that what Run opens is raised on Wayland. -->
        <node>
          <interface name="org.kde.krunner1">
            <method name="Teardown"/>
            <method name="Config">
              <arg type="a{sv}" name="config" direction="out"/>
            </method>
            <method name="Actions">
              <arg type="a(sss)" name="matches" direction="out"/>
            </method>
            <method name="Run">
              <arg type="s" name="matchId" direction="in"/>
              <arg type="s" name="actionId" direction="in"/>
            </method>
            <method name="Match">
              <arg type="s" name="query" direction="in"/>
              <arg type="a(sssida{sv})" name="matches" direction="out"/>
            </method>
            <method name="SetActivationToken">
              <arg type="s" name="token" direction="in"/>
            </method>
          </interface>
        </node>

        """

    /// Answers one call from `backend`. GDBus has checked the method and its
    /// arguments against the interface before this is called.
    static func handle(_ method: String, _ parameters: GVariantReference, _ invocation: OpaquePointer, backend: KRunnerBackend) {
        let reply: OpaquePointer?
        switch method {
        case "Match":
            reply = GVariantBuilder.tuple([GVariantBuilder.array(of: "(sssida{sv})", backend.match(parameters[0].string).map(tuple))])
        case "Actions":
            reply = GVariantBuilder.tuple([GVariantBuilder.array(of: "(sss)", backend.actions().map {
                GVariantBuilder.tuple([GVariantBuilder.string($0.id), GVariantBuilder.string($0.text), GVariantBuilder.string($0.iconName)])
            })])
        case "Run":
            backend.run(parameters[0].string, actionID: parameters[1].string)
            reply = nil
        case "Config":
            reply = GVariantBuilder.tuple([GVariantBuilder.array(of: "{sv}", [
                GVariantBuilder.entry("MinLetterCount", GVariantBuilder.int32(Int32(backend.minimumLetterCount))),
            ])])
        case "Teardown":
            backend.teardown()
            reply = nil
        case "SetActivationToken":
            backend.setActivationToken(parameters[0].string)
            reply = nil
        default:
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", "no method \(method)")
            return
        }
        g_dbus_method_invocation_return_value(invocation, reply)  // takes the floating reply; nil: ()
    }

    /// One match's `(sssida{sv})`, floating.
    private static func tuple(_ match: KRunnerMatch) -> OpaquePointer? {
        var properties = [
            GVariantBuilder.entry("category", GVariantBuilder.string(match.category)),
            GVariantBuilder.entry("subtext", GVariantBuilder.string(match.subtext)),
            GVariantBuilder.entry("urls", GVariantBuilder.strings(match.urls)),
            // Always sent: without the key KRunner would offer every action.
            GVariantBuilder.entry("actions", GVariantBuilder.strings(match.actions)),
        ]
        if let icon = match.icon {
            properties.append(GVariantBuilder.entry("icon-data", GVariantBuilder.tuple([
                GVariantBuilder.int32(Int32(icon.width)), GVariantBuilder.int32(Int32(icon.height)),
                GVariantBuilder.int32(Int32(icon.rowStride)), GVariantBuilder.boolean(icon.hasAlpha),
                GVariantBuilder.int32(8), GVariantBuilder.int32(Int32(icon.channels)), GVariantBuilder.bytes(icon.pixels),
            ])))
        }
        return GVariantBuilder.tuple([
            GVariantBuilder.string(match.id), GVariantBuilder.string(match.text), GVariantBuilder.string(match.iconName),
            GVariantBuilder.int32(match.kind.rawValue), GVariantBuilder.double(match.relevance),
            GVariantBuilder.array(of: "{sv}", properties),
        ])
    }
}
