import Foundation
import LarderHTML
import LarderTestSupport
import Testing

/// libxml2's SAX parser as ``XMLEventReader`` reports it.
@Suite("XML read as events")
struct XMLEventReaderTests {
    /// Every event, written out: `<name a=v>`, text, `</name>`.
    final class Recorder: XMLEventHandler {
        var events: [String] = []
        /// The element at whose start the parse is stopped.
        var stopAt: String?

        func start(_ name: String, attributes: [String: String]) -> Bool {
            events.append("<\(name)" + attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined() + ">")
            return name != stopAt
        }

        func text(_ piece: String) {
            if let last = events.last, !last.hasPrefix("<") { events[events.count - 1] += piece } else { events.append(piece) }
        }

        func end(_ name: String) -> Bool {
            events.append("</\(name)>")
            return true
        }
    }

    func read(_ xml: String, stopAt: String? = nil) -> (XMLReadOutcome, [String]) {
        let recorder = Recorder()
        recorder.stopAt = stopAt
        return (XMLEventReader.read(Array(xml.utf8), to: recorder), recorder.events)
    }

    @Test("elements, attributes and text in order; entities, character references and CDATA decoded; prefixes kept")
    func events() {
        let (outcome, events) = read("""
            <?xml version="1.0" encoding="UTF-8"?><a x="1 &amp; 2" y='&#233;'>Fish &lt;&amp;&gt; chips<b/><![CDATA[<raw>]]><m:c xmlns:m="urn:m">é</m:c></a>
            """)
        #expect(outcome == .finished)
        #expect(events == ["<a x=1 & 2 y=é>", "Fish <&> chips", "<b>", "</b>", "<raw>", "<m:c>", "é", "</m:c>", "</a>"])
    }

    @Test("a handler stops the parse: nothing is reported after")
    func stopped() {
        let (outcome, events) = read("<a><b>one</b><c>two</c><d/></a>", stopAt: "c")
        #expect(outcome == .stopped)
        #expect(events == ["<a>", "<b>", "one", "</b>", "<c>"])
    }

    @Test("not well-formed: what came before is reported, then libxml2's message and the line of the fault")
    func malformed() {
        let (outcome, events) = read("<a>\n<b>one</b>\n<c>two</d>\n</a>")
        guard case .malformed(let line, let message) = outcome else { Issue.record("\(outcome)"); return }
        #expect(line == 3)
        #expect(message.contains("mismatch"), "\(message)")
        #expect(!message.hasSuffix("\n"))
        #expect(events.starts(with: ["<a>", "\n", "<b>", "one", "</b>", "\n", "<c>"]))
        #expect(events.count > 7 && events[7].hasPrefix("two"))
        #expect(read("").0 == .malformed(line: 1, message: "the document is empty"))
        guard case .malformed = read("no XML here").0 else { Issue.record("text was read as XML"); return }
        guard case .malformed = read("<a><b></b>").0 else { Issue.record("a cut-off document was read whole"); return }
    }

    @Test("nothing outside the document is read, no entity it declares is expanded, a DTD is not loaded")
    func nothingFetched() throws {
        let folder = TemporaryDirectory()
        let secret = folder.file("secret.txt")
        try "the secret".write(toFile: secret, atomically: true, encoding: .utf8)
        let (outcome, events) = read("""
            <?xml version="1.0"?><!DOCTYPE a SYSTEM "\(folder.file("missing.dtd"))" [<!ENTITY secret SYSTEM "file://\(secret)">\
            <!ENTITY inner "expanded">]><a v="&inner;">&secret;&inner;</a>
            """)
        #expect(!events.joined().contains("secret") && !events.joined().contains("expanded"), "an entity was expanded: \(events)")
        #expect(events.first?.hasPrefix("<a") == true, "\(outcome) \(events)")
    }
}
