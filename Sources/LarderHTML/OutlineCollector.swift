import CLibXML2

/// Collects an ``HTMLOutline`` from libxml2's SAX callbacks: the root
/// element, the content of each `<script>` while inside one, and each
/// `<link>` and `<meta>` element.
final class OutlineCollector {
    private(set) var outline = HTMLOutline()
    /// The script being read, if any.
    private var script: HTMLOutline.Script?
    /// Whether the `<html>` element was seen (a second one is not the root).
    private var sawRoot = false

    /// The collector a parser context carries (in `_private`).
    static func of(_ parser: UnsafeMutableRawPointer?) -> OutlineCollector? {
        guard let context = parser?.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else { return nil }
        return Unmanaged<OutlineCollector>.fromOpaque(context).takeUnretainedValue()
    }

    func start(_ name: UnsafePointer<xmlChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard let name else { return }
        if Self.equals(name, "script") {
            script = HTMLOutline.Script(element: HTMLElement(name: "script", attributes: Self.pairs(attributes)), content: [])
        } else if Self.equals(name, "link") || Self.equals(name, "meta") {
            outline.links.append(HTMLElement(name: String(cString: name), attributes: Self.pairs(attributes)))
        } else if Self.equals(name, "html"), !sawRoot {
            outline.root.attributes = Self.pairs(attributes)
            sawRoot = true
        }
    }

    func end(_ name: UnsafePointer<xmlChar>?) {
        guard let name, Self.equals(name, "script"), let finished = script else { return }
        outline.scripts.append(finished)
        script = nil
    }

    func text(_ bytes: UnsafePointer<xmlChar>?, _ count: Int32) {
        guard script != nil, let bytes, count > 0 else { return }
        script!.content.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
    }

    /// Whether a C name is `literal` (ASCII, lower case as libxml2 gives HTML names).
    private static func equals(_ name: UnsafePointer<xmlChar>, _ literal: StaticString) -> Bool {
        let expected = literal.utf8Start
        var index = 0
        while index < literal.utf8CodeUnitCount {
            if name[index] != expected[index] { return false }
            index += 1
        }
        return name[index] == 0
    }

    /// A NULL-terminated list of name, value, name, value… as pairs.
    private static func pairs(_ list: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) -> [(name: String, value: String)] {
        guard let list else { return [] }
        var result: [(name: String, value: String)] = []
        var index = 0
        while let name = list[index] {
            let value = list[index + 1].map { String(cString: $0) } ?? ""
            result.append((String(cString: name), value))
            index += 2
        }
        return result
    }
}
