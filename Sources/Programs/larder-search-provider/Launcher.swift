import Foundation

/// Finds the thumbnailer the provider runs to draw result icons.
enum Launcher {
    /// larder-thumbnailer: $LARDER_THUMBNAILER, else beside this program, else /usr/libexec/larder.
    static var thumbnailer: String {
        if let path = ProcessInfo.processInfo.environment["LARDER_THUMBNAILER"], !path.isEmpty { return path }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("larder-thumbnailer").path
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : "/usr/libexec/larder/larder-thumbnailer"
    }
}
