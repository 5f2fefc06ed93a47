import Glibc
import LarderCard
import LarderFiles
import LarderGLib
import LarderRender

/// `larder-thumbnailer -s SIZE INPUT OUTPUT`: the freedesktop thumbnailer for
/// recipe cards. It runs inside the file manager's bubblewrap sandbox, which
/// shows it /usr and its one input file: it reads only that file, writes only
/// OUTPUT (a PNG of SIZE × SIZE), and on any bad input exits non-zero leaving
/// no output. No Foundation: a small static binary that starts fast.
@main
struct Thumbnailer {
    static let usage = """
        usage: larder-thumbnailer -s SIZE INPUT OUTPUT
               larder-thumbnailer --sheet WIDTH INPUT OUTPUT

        Draws the recipe card INPUT (a *.recipe.md file or its file:// URI) as a
        SIZE × SIZE PNG at OUTPUT: the dish photo under its title, or a typographic
        card when there is no photo; up to 64 px, the photo alone or the title's
        first letters on the category's colour. Registered for application/x-larder-recipe by
        larder.thumbnailer.

        With --sheet: the whole recipe as a PNG WIDTH pixels wide, drawn as
        `larder preview --format png` draws it (the first 20,000 characters of
        a longer card): what GNOME Files' space bar shows, through Sushi's
        Larder plug-in (GNOME 51 and later).

        Exit codes: 0 written, 1 bad card or cannot write, 64 usage.
        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("-h") || arguments.contains("--help") {
            print(usage)
            exit(0)
        }
        guard arguments.count == 4, ["-s", "--size", "--sheet"].contains(arguments[0]), let size = Int(arguments[1]) else {
            fail(usage, code: 64)
        }
        let input = arguments[2], output = arguments[3]
        HeapTuning.serveBlocksUpTo2MBFromHeap()
        do {
            let card = try readCard(input)
            if arguments[0] == "--sheet" {
                guard (64...4096).contains(size) else { fail("the sheet's width must be 64 to 4096 pixels, not \(size)", code: 64) }
                try SheetRenderer().writePNG(CardPages.bounded(card, budget: sheetCharacters), width: size, minimumHeight: 64, to: output)
                return
            }
            let image = try ThumbnailRenderer().render(card, size: size)
            // Uncompressed: the factory reads this file once and saves the
            // thumbnail in its cache with its own compression.
            try image.writePNG(to: output, compressed: false)
        } catch {
            fail("\(input): \(error)", code: 1)
        }
    }

    /// A preview sheet shows this much of a card's text: about five pages.
    static let sheetCharacters = 20_000

    /// The card at `input` (a path or a file: URI); a file over the card
    /// size limit is refused before it is read.
    static func readCard(_ input: String) throws -> RecipeCard {
        let path = input.hasPrefix("file:") ? (filePath(ofURI: input) ?? input) : input
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limit: CardLimits.maximumCardBytes)
        } catch {
            throw ThumbnailerError(message: error.description)
        }
        guard !bytes.isEmpty else { throw ThumbnailerError(message: "the card is empty") }
        do {
            return try CardParser.parse(bytes)
        } catch {
            throw ThumbnailerError(message: "not a valid recipe card: \(error.description)")
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        let line = Array("larder-thumbnailer: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        exit(code)
    }
}
