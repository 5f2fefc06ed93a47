import Foundation
import LarderDesktop
import LarderGLib
import LarderTestSupport

/// A private D-Bus session in which the built larder-search-provider is
/// started by D-Bus activation from its filled-in .service file, over a
/// store holding the sample collection (and its cards).
final class ProviderSession {
    let cli = CLI()
    let folder = TemporaryDirectory(prefix: "larder-provider")
    let bus: PrivateBus
    let environment: [String: String]

    /// The release build, as installed (`make search-provider`): replies are timed.
    static let provider = StaticProduct.searchProvider.path
    static let thumbnailer = StaticProduct.thumbnailer.path

    /// Where the recording browser writes what it was started with.
    var browserRecord: String { folder.file("browser-record") }

    /// - Parameter recordingBrowser: a display is said to be there, and the
    ///   default application for web pages is a script that writes its
    ///   XDG_ACTIVATION_TOKEN and its argument into ``browserRecord``.
    /// - Parameter language: the session's language ("fr", "ru"...): the
    ///   provider is started in it with Larder's catalogue (TranslatedEnvironment).
    init(idleSeconds: Int = 60, samples: Bool = true, recordingBrowser: Bool = false, language: String? = nil) throws {
        try StaticProduct.searchProvider.requireBuilt()
        if samples {
            try cli.importSamples()
            // No thumbnails: the provider's cache is another folder (XDG_CACHE_HOME below),
            // where it finds none and draws its icons through the thumbnailer.
            let exported = try cli.run(["export", "--cards", folder.file("Recipes"), "--no-thumbnails"])
            guard exported.status == 0 else { throw CLIFailure(run: exported) }
        }
        var environment = ProcessInfo.processInfo.environment
        for (key, name) in ["HOME": "home", "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "cache", "XDG_CONFIG_HOME": "config"] {
            environment[key] = folder.file(name)
            try FileManager.default.createDirectory(atPath: folder.file(name), withIntermediateDirectories: true)
        }
        environment["LARDER_STORE"] = cli.storePath
        environment["LARDER_THUMBNAILER"] = Self.thumbnailer
        environment["LARDER_SEARCH_PROVIDER_IDLE"] = String(idleSeconds)
        environment["DISPLAY"] = ""
        environment["WAYLAND_DISPLAY"] = ""
        environment["LANG"] = "C.UTF-8"
        for variable in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[variable] = nil }
        if let language {
            for (key, value) in try TranslatedEnvironment.environment(for: language) { environment[key] = value }
        }
        if recordingBrowser {
            // Never connected to: the script is all that is started.
            environment["WAYLAND_DISPLAY"] = "larder-test-no-such-display"
            let script = folder.file("recording-browser")
            try "#!/bin/sh\nprintf '%s %s\\n' \"${XDG_ACTIVATION_TOKEN:-none}\" \"$1\" > '\(folder.file("browser-record"))'\n"
                .write(toFile: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
            try FileManager.default.createDirectory(atPath: folder.file("data/applications"), withIntermediateDirectories: true)
            try "[Desktop Entry]\nType=Application\nName=Recording browser\nExec=\(script) %u\nMimeType=text/html;\nNoDisplay=true\n"
                .write(toFile: folder.file("data/applications/larder-recording-browser.desktop"), atomically: true, encoding: .utf8)
            try "[Default Applications]\ntext/html=larder-recording-browser.desktop\n"
                .write(toFile: folder.file("config/mimeapps.list"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder.file("data/dbus-1/services"), withIntermediateDirectories: true)
        try Self.fill("search-provider.service.in", ["SEARCH_PROVIDER": Self.provider])
            .write(toFile: folder.file("data/dbus-1/services/\(ApplicationID.searchProviderBusName).service"), atomically: true, encoding: .utf8)
        bus = try PrivateBus(environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        self.environment = environment
    }

    /// A template from extensions/search-provider/ with the application ID and `values` filled in.
    static func fill(_ template: String, _ values: [String: String] = [:]) throws -> String {
        var text = try String(contentsOfFile: CLI.repository + "/extensions/search-provider/" + template, encoding: .utf8)
        let all = values.merging(["APP_ID": ApplicationID.id, "OBJECT_PATH": ApplicationID.searchProviderObjectPath,
                                  "KRUNNER_OBJECT_PATH": ApplicationID.krunnerObjectPath,
                                  "BINDIR": URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path]) { first, _ in first }
        for (key, value) in all { text = text.replacingOccurrences(of: "@\(key)@", with: value) }
        return text
    }

    func client() throws -> SearchProviderClient {
        try SearchProviderClient(busAddress: bus.address)
    }

    func krunner() throws -> KRunnerClient {
        try KRunnerClient(busAddress: bus.address)
    }

    /// `gdbus call` on the provider: the reply as GVariant text.
    func gdbus(_ method: String, _ arguments: [String]) throws -> Program.Run {
        try Program.run("/usr/bin/gdbus", ["call", "--session", "--dest", ApplicationID.searchProviderBusName,
                                           "--object-path", ApplicationID.searchProviderObjectPath,
                                           "--method", "org.gnome.Shell.SearchProvider2." + method] + arguments,
                        environment: environment, package: "libglib2.0-bin")
    }

    /// Whether the provider owns its name now.
    func providerIsRunning() throws -> Bool {
        try Program.run("/usr/bin/gdbus", ["call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                                           "--method", "org.freedesktop.DBus.NameHasOwner", ApplicationID.searchProviderBusName],
                        environment: environment, package: "libglib2.0-bin").output.contains("true")
    }

    /// The ID of the recipe `larder show REFERENCE` finds.
    func id(of reference: String) throws -> String {
        let shown = try cli.json(["show", reference, "--json"]) as? [String: Any]
        guard let id = shown?["id"] as? String else { throw TestFailure("no recipe \(reference)") }
        return id
    }
}
