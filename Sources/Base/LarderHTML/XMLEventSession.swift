import CLibXML2

/// One parse of ``XMLEventReader``: turns libxml2's SAX2 callbacks into the
/// handler's events, and stops the parser when the handler says so.
final class XMLEventSession {
    let handler: any XMLEventHandler
    /// Whether the handler stopped the parse.
    private(set) var stopped = false
    /// The parser, stopped when the handler says so.
    let context: xmlParserCtxtPtr
    /// The parse's first error: libxml2's message, and the line it found it on.
    private(set) var firstError: (line: Int, message: String)?

    init(_ handler: any XMLEventHandler, context: xmlParserCtxtPtr) {
        self.handler = handler
        self.context = context
    }

    /// The session behind a callback's user data.
    static func of(_ userData: UnsafeMutableRawPointer?) -> XMLEventSession? {
        userData.map { Unmanaged<XMLEventSession>.fromOpaque($0).takeUnretainedValue() }
    }

    /// SAX2's attributes: five pointers each (name, prefix, namespace, value start, value end).
    func start(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ count: Int32,
               _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard !stopped, let localName else { return }
        var values: [String: String] = [:]
        if let attributes {
            for index in 0..<Int(max(count, 0)) {
                let base = index * 5
                guard let name = attributes[base], let start = attributes[base + 3], let end = attributes[base + 4] else { continue }
                let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                values[Self.name(name, attributes[base + 1])] = Self.decodingAmpersands(value)
            }
        }
        if !handler.start(Self.name(localName, prefix), attributes: values) { stop() }
    }

    func end(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) {
        guard !stopped, let localName else { return }
        if !handler.end(Self.name(localName, prefix)) { stop() }
    }

    func text(_ bytes: UnsafePointer<xmlChar>?, _ count: Int32) {
        guard !stopped, let bytes, count > 0 else { return }
        handler.text(String(decoding: UnsafeBufferPointer(start: bytes, count: Int(count)), as: UTF8.self))
    }

    /// Keeps the parse's first error (the ones after it follow from it).
    func record(line: Int, message: String) {
        if firstError == nil { firstError = (line, message) }
    }

    private func stop() {
        stopped = true
        xmlStopParser(context)
    }

    /// An attribute's value as written, but for its ampersands: libxml2, not
    /// asked to replace entities, decodes every other reference in a value
    /// and writes an ampersand (from `&amp;` or `&#38;`) as `&#38;`, so that
    /// it cannot be taken for the start of an entity reference, which it
    /// leaves as written.
    private static func decodingAmpersands(_ value: String) -> String {
        value.contains("&#38;") ? value.replacing("&#38;", with: "&") : value
    }

    /// `prefix:name`, or `name` without a prefix.
    private static func name(_ localName: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        let local = String(cString: localName)
        guard let prefix else { return local }
        return String(cString: prefix) + ":" + local
    }
}
