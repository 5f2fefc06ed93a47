@testable import LarderBaloo
import Testing

@Suite("Baloo's request to the extractor")
struct ExtractorRequestTests {
    @Test("KFileMetaData's request, as it writes it (indented, keys sorted)")
    func kfilemetadataRequest() throws {
        let json = "{\n    \"mimetype\": \"application/x-larder-recipe\",\n    \"path\": \"/home/ann/Recipes/Apple Crumble.recipe.md\"\n}\n"
        let request = try ExtractorRequest(json: Array(json.utf8))
        #expect(request == ExtractorRequest(path: "/home/ann/Recipes/Apple Crumble.recipe.md", mimeType: "application/x-larder-recipe"))
    }

    @Test("escapes, surrogate pairs, other scalar members and a repeated name")
    func escapes() throws {
        let json = #"{"n": -1.5e3, "t": true, "f": false, "z": null, "path": "/tmp/x", "path": "/tmp/\u00e9t\u00e9 \ud83c\udf45\t\"q\"\\\/.recipe.md"}"#
        let request = try ExtractorRequest(json: Array(json.utf8))
        #expect(request.path == "/tmp/été 🍅\t\"q\"\\/.recipe.md")
        #expect(request.mimeType == "")
    }

    @Test("refused with a clear error", arguments: [
        ("", "expected {"),
        ("[]", "expected {"),
        (#"{"path": "/a"} x"#, "after the object"),
        (#"{"path": ["/a"]}"#, "nested"),
        (#"{"path": {"a": 1}}"#, "nested"),
        (#"{"path": "\ud800"}"#, "lone surrogate"),
        (#"{"path": "\udc00"}"#, "lone surrogate"),
        (#"{"path": "\u12"#, "cut short"),
        (#"{"path": "\u12"}"#, "not hexadecimal"),
        (#"{"path": "\x"}"#, "unknown escape"),
        ("{\"path\": \"a\u{1}b\"}", "control character"),
        (#"{"path": "/a""#, "not closed"),
        (#"{"path": "/a", }"#, "expected \""),
        (#"{"mimetype": "text/plain"}"#, "no \"path\""),
        (#"{"path": ""}"#, "no \"path\""),
        (#"{"path": 3}"#, "no \"path\""),
    ])
    func refused(_ json: String, _ expected: String) {
        #expect {
            try ExtractorRequest(json: Array(json.utf8))
        } throws: { error in
            (error as? ExtractorError)?.description.contains(expected) == true
        }
    }

    @Test("invalid UTF-8 in a string is refused")
    func invalidUTF8() {
        #expect(throws: ExtractorError.self) { try ExtractorRequest(json: Array(#"{"path": "/a"#.utf8) + [0xFF] + Array(#""}"#.utf8)) }
    }

    @Test("hostile requests up to 1 MB end in an error, read once: too large, deep, long or unclosed")
    func hostile() {
        let megabyte = 1 << 20
        let inputs: [[UInt8]] = [
            [UInt8](repeating: UInt8(ascii: "["), count: megabyte),
            Array(#"{"path": ""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: megabyte),
            Array(#"{"path": ""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: ExtractorRequest.maximumBytes - 20),
            Array(#"{"path": ""#.utf8) + Array(repeating: Array(#"\ud83c"#.utf8), count: 4_000).joined(),
            Array(repeating: Array(#"{"a":1,"#.utf8), count: 9_000).joined().map { $0 },
        ]
        for input in inputs {
            #expect(throws: ExtractorError.self) { try ExtractorRequest(json: input) }
        }
    }
}
