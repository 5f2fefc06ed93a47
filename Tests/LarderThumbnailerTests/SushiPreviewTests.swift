import Foundation
import LarderTestSupport
import Testing

/// The space bar in GNOME Files, as a user sees it: a real GNOME Shell,
/// headless, with Files and Sushi (scripts/screenshots/gnome-preview.sh), the build's
/// Evince backend in EvinceDocument's folder (scripts/documents/with-evince-backend.sh).
/// Sushi up to GNOME 50 shows a card through the backend; a Markdown file
/// beside it stays source text.
@Suite("Sushi previews a card as the rendered recipe")
struct SushiPreviewTests {
    let folder = TemporaryDirectory(prefix: "larder-sushi")

    struct Facts: Decodable {
        var width: Int
        var height: Int
        var red: Double
    }

    @Test("space bar on Борщ.recipe.md: Sushi's window shows the photo and the typeset recipe, not the source")
    func borscht() throws {
        let cards = try CLI().exportSampleCards(to: folder.file("cards"), thumbnails: false)
        let card = try #require(cards.first { $0.hasSuffix("/Борщ.recipe.md") })
        // The same text as plain Markdown: Sushi's text viewer, the control.
        let source = folder.file("cards/Борщ source.md")
        try FileManager.default.copyItem(atPath: card, toPath: source)
        try CardMimeDatabase.install(into: folder.file("data"))

        let shots = CLI.repository + "/out/sushi"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        // Its own MIME database, and not /usr/local/share: an installed Larder's
        // thumbnailer would draw red photos in Files' window too.
        environment["GNOME_PREVIEW_DATA_DIRS"] = folder.file("data") + ":/usr/share"
        // On a machine busy with the other suites Sushi can show the page blank for seconds
        // before it is rendered: the card's preview counts as drawn once its photo shows (or
        // after 60 s, and then the expectation below fails). The control is taken as it settles.
        let script = """
            preview=$1; session=$2; shots=$3; facts=$4; card=$5; source=$6
            shot() { echo "$shots/$(basename "$1" | tr ' ' -).png"; }
            "$preview" "$session" start >&2 || exit 1
            trap '"$preview" "$session" stop >&2' EXIT
            GNOME_PREVIEW_DRAWN_WHEN="'$facts' --red-above 0.01" "$preview" "$session" preview "$card" "$(shot "$card")" || exit 1
            "$preview" "$session" preview "$source" "$(shot "$source")" || exit 1
            """
        let run = try Program.run(CLI.repository + "/scripts/documents/with-evince-backend.sh",
                                  [DocumentBackendRun.evince.backend, "/bin/bash", "-c", script, "bash", CLI.repository + "/scripts/screenshots/gnome-preview.sh",
                                   folder.file("session"), shots, CLI.repository + "/scripts/screenshots/screenshot-facts.py", card, source],
                                  environment: environment, package: "util-linux (make check installs GNOME Shell, Files and Sushi)")
        // gnome-preview.sh prints each previewer window's title; the rest is its log (Files 51
        // refuses to run as root, and says so).
        let titles = run.output.split(separator: "\n").filter { $0.hasSuffix(".md") && !$0.contains(":") }
        #expect(run.status == 0, "gnome-preview.sh failed:\n\(run.output)")
        #expect(titles == ["Борщ.recipe.md", "Борщ source.md"], "Sushi's windows: \(titles)\n\(run.output)")

        func facts(_ name: String) throws -> Facts {
            let output = try Program.run(CLI.repository + "/scripts/screenshots/screenshot-facts.py", [shots + "/" + name], package: "python3-gi").output
            return try JSONDecoder().decode(Facts.self, from: Data(output.utf8))
        }
        // The beetroot red of the card's photo fills part of the screen; source text has none.
        let rendered = try facts("Борщ.recipe.md.png"), control = try facts("Борщ-source.md.png")
        #expect(rendered.red > 0.01, "the card's preview shows no photo: \(rendered.red) of the screen is red (\(shots))\n\(run.output)")
        #expect(control.red < 0.002, "the Markdown control is red too (\(control.red)): the check proves nothing")
    }
}
