import Foundation
import LarderTestSupport
import Testing

/// `larder` calls cairo, Pango and fontconfig through forwarders
/// (CPangoCairoOnDemand) and loads them when it first draws: the commands that
/// draw nothing start without them and the twenty libraries they bring.
/// ld.so's own report (LD_DEBUG=files) says which libraries a run loaded.
@Suite("drawing libraries loaded on first use")
struct DrawingOnDemandTests {
    /// Not fontconfig: gdk-pixbuf 2.44 (sid) loads it at start through glycin.
    static let drawingLibraries = ["libpangocairo-1.0.so", "libpango-1.0.so", "libpangoft2-1.0.so", "libcairo.so"]

    func loaded(_ run: CLI.Run) -> [String] {
        Self.drawingLibraries.filter { run.stderr.contains("file=\($0)") }
    }

    @Test("list, search and show start without the drawing libraries; preview loads them and draws")
    func loadedWhenDrawing() throws {
        let cli = CLI()
        #expect(try cli.run(["add", "--name", "Toast", "--ingredient", "1 slice of bread", "--step", "Toast it."]).status == 0)
        for command in [["list"], ["search", "toast"], ["show", "Toast"]] {
            let run = try cli.run(command, environment: ["LD_DEBUG": "files"])
            #expect(run.status == 0, "\(command): \(run.stderr.suffix(2000))")
            #expect(loaded(run).isEmpty, """
                larder \(command.joined(separator: " ")) loaded \(loaded(run)): a call into them without a forwarder links \
                them again (python3 scripts/generate-drawing-forwarders.py, then make static)
                """)
        }
        let png = cli.folder + "/toast.png"
        let preview = try cli.run(["preview", "Toast", "--format", "png", "-o", png], environment: ["LD_DEBUG": "files"])
        #expect(preview.status == 0, "\(preview.stderr.suffix(2000))")
        #expect(loaded(preview).count == Self.drawingLibraries.count, "preview loaded only \(loaded(preview))")
        #expect(preview.stderr.contains("dynamically loaded by"), "the drawing libraries should be loaded by dlopen, not at start")
        let header = try #require(FileManager.default.contents(atPath: png))
        #expect(header.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(png) is not a PNG")
    }
}
