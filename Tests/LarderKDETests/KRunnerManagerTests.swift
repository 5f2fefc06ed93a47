import Foundation
import LarderDesktop
import LarderGLib
import LarderTestSupport
import Testing

/// Larder's runner as Plasma's KRunner uses it: Tests/KDE/krunner-runner-test
/// drives KF6's own KRunner::RunnerManager, which loads the runner's
/// registration from krunner/dbusplugins and starts larder-search-provider by
/// D-Bus activation on a private bus, then queries it, reads its icon and
/// actions, and runs the default action.
@Suite("KRunner through KF6's RunnerManager")
struct KRunnerManagerTests {
    static let program = CLI.repository + "/.build-kde/krunner-runner-test"
    static let provider = StaticProduct.searchProvider.path
    static let thumbnailer = StaticProduct.thumbnailer.path
    let cli = CLI()
    let session = TemporaryDirectory(prefix: "larder-krunner")

    /// A registration template from extensions/search-provider, filled as make install fills it.
    func fill(_ template: String, into path: String) throws {
        let text = try String(contentsOfFile: CLI.repository + "/extensions/search-provider/" + template, encoding: .utf8)
            .replacingOccurrences(of: "@APP_ID@", with: ApplicationID.id)
            .replacingOccurrences(of: "@KRUNNER_OBJECT_PATH@", with: ApplicationID.krunnerObjectPath)
            .replacingOccurrences(of: "@SEARCH_PROVIDER@", with: Self.provider)
        #expect(!text.contains("@"), "an unfilled placeholder in \(template)")
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("RunnerManager loads the runner, matches Борщ with its card as icon and three actions, runs the default action")
    func runnerManager() throws {
        for path in [Self.program, Self.provider, Self.thumbnailer] where !FileManager.default.isExecutableFile(atPath: path) {
            throw TestFailure("\(path) is missing: make kde-test-programs static (make check builds them on Debian 13)")
        }
        _ = try cli.exportSampleCards(to: cli.folder + "/cards", thumbnails: false)

        let share = session.file("share")
        try fill("krunner.desktop.in", into: "\(share)/krunner/dbusplugins/\(ApplicationID.id).desktop")
        try fill("search-provider.service.in", into: "\(share)/dbus-1/services/\(ApplicationID.id).SearchProvider.service")
        try FileManager.default.createDirectory(atPath: session.file("runtime"), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // The bus reads services from XDG_DATA_DIRS, and the provider it starts inherits this environment.
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = session.file("home")
        environment["XDG_DATA_DIRS"] = "\(share):/usr/share"
        environment["XDG_DATA_HOME"] = session.file("data")
        environment["XDG_CACHE_HOME"] = session.file("cache")
        environment["XDG_CONFIG_HOME"] = session.file("config")
        environment["XDG_RUNTIME_DIR"] = session.file("runtime")
        environment["QT_QPA_PLATFORM"] = "offscreen"
        environment["LARDER_STORE"] = cli.storePath
        environment["LARDER_THUMBNAILER"] = Self.thumbnailer
        environment["LARDER_SEARCH_PROVIDER_IDLE"] = "30"
        let bus = try PrivateBus(environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let run = try Program.run(Self.program, [session.file("cache/larder/pages")], environment: environment,
                                  package: "(make kde-test-programs)", includeErrors: false)
        let failed = run.output.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
        #expect(failed.isEmpty, "\(failed.joined(separator: "\n"))")
        #expect(run.status == 0 && run.output.contains("krunner-runner-test: all checks passed"), "\(run.output)")
        // What it checked, so a silently shorter run cannot pass.
        #expect(run.output.split(separator: "\n").filter { $0.hasPrefix("ok") }.count >= 14, "\(run.output)")
    }
}
