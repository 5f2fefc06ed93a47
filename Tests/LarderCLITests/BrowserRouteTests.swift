import Foundation
import LarderGLib
import LarderTestSupport
import Testing

/// The browser route: the page a user is reading, sent to Larder without a
/// terminal. `gio open larder-import:ADDRESS` in a desktop session (a private
/// bus, the import desktop entry installed as `make install` fills it) starts
/// `larder import --notify`, which imports the page and tells the result to
/// the desktop's notification service (a stand-in on the test's bus).
@Suite("The browser route")
struct BrowserRouteTests {
    static let notificationsXML = """
        <node><interface name="org.freedesktop.Notifications">
          <method name="Notify">
            <arg type="s" direction="in"/><arg type="u" direction="in"/><arg type="s" direction="in"/>
            <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="as" direction="in"/>
            <arg type="a{sv}" direction="in"/><arg type="i" direction="in"/><arg type="u" direction="out"/>
          </method>
        </interface></node>
        """

    @Test("gio open larder-import:ADDRESS imports the page and a notification names the recipe")
    func gioOpen() throws {
        let server = try TestWebServer(), bus = try PrivateBus(), cli = CLI()
        let notifications = try DBusServiceStandIn(busAddress: bus.address, name: "org.freedesktop.Notifications",
                                                   path: "/org/freedesktop/Notifications", interfaceXML: Self.notificationsXML,
                                                   reply: { _ in GVariantBuilder.tuple([GVariantBuilder.uint32(7)]) })
        // The desktop entry as make install fills it, with the binary under test.
        let applications = cli.folder + "/share/applications"
        try FileManager.default.createDirectory(atPath: applications, withIntermediateDirectories: true)
        let template = try String(contentsOfFile: CLI.repository + "/extensions/browser/larder-import.desktop.in", encoding: .utf8)
        let entry = template.replacingOccurrences(of: "@BINDIR@", with: URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path)
            .replacingOccurrences(of: "@APP_ID@", with: ApplicationID.id)
            .replacingOccurrences(of: "@IMPORT_SCHEME@", with: ApplicationID.importScheme)
        try entry.write(toFile: applications + "/\(ApplicationID.id).Import.desktop", atomically: true, encoding: .utf8)
        // As make install (and the package's trigger) does: GIO finds scheme handlers through this cache.
        let cached = try Program.run("/usr/bin/update-desktop-database", [applications], package: "desktop-file-utils")
        #expect(cached.status == 0, "\(cached.output)")
        var environment = TestWebServer.clientEnvironment
        environment["XDG_DATA_DIRS"] = cli.folder + "/share:/usr/share"
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let opened = try cli.run(["open", "\(ApplicationID.importScheme):\(server.url("/recipe.html"))"],
                                 environment: environment, executable: "/usr/bin/gio")
        #expect(opened.status == 0, "\(opened.stderr)")
        let shown = Poll.until(seconds: 60) { !notifications.calls.isEmpty }
        let call = try #require(notifications.calls.first, "no notification within a minute")
        #expect(shown != nil && call.method == "Notify")
        #expect(call.arguments.contains("Imported “Borscht”") || call.arguments.contains("Imported \\u201cBorscht\\u201d"), "\(call.arguments)")
        let list = try #require(try cli.json(["list", "--json"]) as? [[String: Any]])
        #expect(list.compactMap { $0["name"] as? String } == ["Borscht"])
        let show = try #require(try cli.json(["show", "--json", "Borscht"]) as? [String: Any])
        #expect(show["photo"] != nil, "the photo came along")
    }

    @Test("larder-import: with something that is not a web address fails, and says so in the notification")
    func notAnAddress() throws {
        let bus = try PrivateBus(), cli = CLI()
        let notifications = try DBusServiceStandIn(busAddress: bus.address, name: "org.freedesktop.Notifications",
                                                   path: "/org/freedesktop/Notifications", interfaceXML: Self.notificationsXML,
                                                   reply: { _ in GVariantBuilder.tuple([GVariantBuilder.uint32(8)]) })
        var environment = TestWebServer.clientEnvironment
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let run = try cli.run(["import", "--notify", "\(ApplicationID.importScheme):file:///etc/passwd"], environment: environment)
        #expect(run.status == 2)
        let call = try #require(notifications.calls.first)
        #expect(call.arguments.contains("could not import"), "\(call.arguments)")
    }
}
