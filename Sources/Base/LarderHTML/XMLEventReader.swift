import CLibXML2

/// An XML document read by libxml2's SAX parser, element by element, without
/// building a tree, in time linear in its size. Nothing is fetched (no
/// network, no external DTD or entity) and no entity a document declares is
/// expanded: a reference to one is reported as nothing in text, as itself
/// (`&name;`) in an attribute.
public enum XMLEventReader {
    /// Reads `document` (in the encoding its declaration names; UTF-8 without one)
    /// and reports its elements and text to `handler` as they are read.
    public static func read(_ document: [UInt8], to handler: some XMLEventHandler) -> XMLReadOutcome {
        _ = HTMLDocument.initialized
        guard !document.isEmpty else { return .malformed(line: 1, message: "the document is empty") }
        guard document.count < Int(Int32.max) else { return .malformed(line: 1, message: "the document is 2 GB or more") }
        // The parser reads the bytes in place: they stay borrowed until it is freed.
        return document.withUnsafeBufferPointer { buffer in
            let context = buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlCreateMemoryParserCtxt($0, Int32(buffer.count))
            }
            guard let context else { return .malformed(line: 1, message: "libxml2 could not start a parse") }
            defer {
                // Freeing the context leaves any document libxml2 made for itself.
                if let document = context.pointee.myDoc { xmlFreeDoc(document) }
                xmlFreeParserCtxt(context)
            }
            context.pointee.sax.pointee = saxHandler()
            // The callbacks get the session, not the context: libxml2 keeps and
            // expands a document's entities itself when they get the context.
            let session = XMLEventSession(handler, context: context)
            context.pointee.userData = Unmanaged.passUnretained(session).toOpaque()
            _ = xmlCtxtUseOptions(context, options)
            let result = withExtendedLifetime(session) { xmlParseDocument(context) }
            if session.stopped { return .stopped }
            if result == 0, context.pointee.wellFormed != 0 { return .finished }
            return malformed(session, context)
        }
    }

    /// No network, CDATA sections reported as text. Not XML_PARSE_NOENT: with
    /// it libxml2 reads and expands the external entities a document
    /// declares, files included (a test shows it). No DTD is loaded. Errors
    /// go to the handler's `serror` (XML_PARSE_NOERROR would keep them from
    /// it in libxml2 2.13 and later), which keeps the first and prints nothing.
    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue)

    /// SAX2 callbacks that hand each event to the context's session.
    private static func saxHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { session, localName, prefix, _, _, _, attributeCount, _, attributes in
            XMLEventSession.of(session)?.start(localName, prefix, attributeCount, attributes)
        }
        handler.endElementNs = { session, localName, prefix, _ in
            XMLEventSession.of(session)?.end(localName, prefix)
        }
        handler.characters = { session, bytes, count in
            XMLEventSession.of(session)?.text(bytes, count)
        }
        handler.cdataBlock = handler.characters
        handler.ignorableWhitespace = handler.characters
        // No entity is ever found but the predefined ones, which libxml2 looks
        // up first: the ones a document declares are not expanded.
        handler.getEntity = { _, _ in nil }
        // The pointer's type differs between libxml2 2.9 and 2.12: read here, where it is inferred.
        handler.serror = { session, error in
            guard let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "not well-formed"
            XMLEventSession.of(session)?.record(line: Int(error.pointee.line), message: message)
        }
        return handler
    }

    /// The parse's first error as an outcome.
    private static func malformed(_ session: XMLEventSession, _ context: xmlParserCtxtPtr) -> XMLReadOutcome {
        guard let error = session.firstError else {
            return .malformed(line: Int(xmlSAX2GetLineNumber(context)), message: "not well-formed")
        }
        var message = error.message
        while message.last == "\n" || message.last == " " { message.removeLast() }
        return .malformed(line: error.line, message: message)
    }
}
