import LarderBaloo
import Glibc
import SystemPackage

/// `larder-baloo-extractor`: KFileMetaData's external extractor for recipe
/// cards, run by Baloo (baloo_file_extractor) once per card with a JSON
/// request on standard input; the reply goes to standard output. Installed
/// with a manifest.json in KFileMetaData's externalextractors folder.
@main
struct BalooExtractorMain {
    static func main() {
        if CommandLine.arguments.dropFirst().contains(where: { $0 == "-h" || $0 == "--help" }) {
            write(Array("""
                usage: larder-baloo-extractor < REQUEST

                KDE's file indexer (Baloo, through KFileMetaData) runs this program for
                every recipe card it indexes. It reads {"path": "CARD", "mimetype": "…"}
                as JSON on standard input and writes the card's title, author, keywords,
                description, language, dates, source and full text as JSON on standard
                output, with "status": "OK", or "status": "Failed" and an "error".
                It reads only the card named, and exits 1 when it fails.

                """.utf8), to: .standardOutput)
            return
        }
        let reply = BalooExtractor.reply(toRequest: readRequest())
        write(reply.text, to: .standardOutput)
        if !reply.succeeded { exit(1) }
    }

    /// Standard input, up to one byte more than a request may hold (the parser refuses that).
    static func readRequest() -> [UInt8] {
        let limit = ExtractorRequest.maximumBytes + 1
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while bytes.count < limit {
            let count = (try? chunk.withUnsafeMutableBytes { try FileDescriptor.standardInput.read(into: $0, retryOnInterrupt: true) }) ?? 0
            if count <= 0 { break }
            bytes += chunk[0..<min(count, limit - bytes.count)]
        }
        return bytes
    }

    static func write(_ bytes: [UInt8], to descriptor: FileDescriptor) {
        _ = try? descriptor.writeAll(bytes)
    }
}
