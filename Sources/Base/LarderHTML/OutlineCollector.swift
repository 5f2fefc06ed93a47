import CLibXML2
import Glibc

/// Collects an ``HTMLOutline`` from libxml2's SAX callbacks: the root
/// element, the content of each `<script>` while inside one, and each
/// `<link>` and `<meta>` element.
final class OutlineCollector {
    private(set) var outline = HTMLOutline()
    /// The script being read, if any.
    private var script: HTMLOutline.Script?
    /// Whether the `<html>` element was seen (a second one is not the root).
    private var sawRoot = false
    /// The classes whose elements are captured, as C strings with their lengths.
    private let capturing: [[UInt8]]
    /// The open elements: each one's name (libxml2's, alive for the whole parse) and serial number in page order.
    private var open: [(name: UnsafePointer<xmlChar>, serial: Int)] = []
    private var serial = 0
    /// The captured element being built, outermost first, and how deep in `open` it started.
    private var building: [HTMLElement] = []
    private var captureDepth = 0
    private var captureParent = -1

    init(capturing classes: [String]) {
        capturing = classes.map { Array($0.utf8) }
    }

    /// Most open elements tracked; deeper ones are still parsed, but not followed.
    static let maximumDepth = 1_000

    /// The collector a parser context carries (in `_private`).
    static func of(_ parser: UnsafeMutableRawPointer?) -> OutlineCollector? {
        guard let context = parser?.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else { return nil }
        return Unmanaged<OutlineCollector>.fromOpaque(context).takeUnretainedValue()
    }

    func start(_ name: UnsafePointer<xmlChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard let name else { return }
        if !capturing.isEmpty { startCapture(name, attributes) }
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
        guard let name else { return }
        if !capturing.isEmpty { endCapture(name) }
        guard Self.equals(name, "script"), let finished = script else { return }
        outline.scripts.append(finished)
        script = nil
    }

    func text(_ bytes: UnsafePointer<xmlChar>?, _ count: Int32) {
        guard let bytes, count > 0 else { return }
        if !building.isEmpty, script == nil {
            let run = String(decoding: UnsafeBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
            let last = building.count - 1
            if case .text(let previous)? = building[last].children.last {
                building[last].children[building[last].children.count - 1] = .text(previous + run)
            } else {
                building[last].children.append(.text(run))
            }
        }
        guard script != nil else { return }
        script!.content.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
    }

    // MARK: - Captures

    private func startCapture(_ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard open.count < Self.maximumDepth else { return }
        serial += 1
        let parent = open.last?.serial ?? 0
        open.append((name, serial))
        if building.isEmpty {
            guard hasCapturedClass(attributes) else { return }
            captureDepth = open.count
            captureParent = parent
        }
        building.append(HTMLElement(name: String(cString: name), attributes: Self.pairs(attributes)))
    }

    private func endCapture(_ name: UnsafePointer<xmlChar>) {
        // The parser closes what it implied; an end tag closes up to its own element.
        guard let index = open.lastIndex(where: { $0.name == name || xmlStrEqual($0.name, name) != 0 }) else { return }
        while open.count > index {
            if !building.isEmpty, open.count >= captureDepth {
                let finished = building.removeLast()
                if building.isEmpty {
                    outline.captures.append(HTMLOutline.Capture(element: finished, parent: captureParent))
                } else {
                    building[building.count - 1].children.append(.element(finished))
                }
            }
            open.removeLast()
        }
    }

    /// Whether the `class` attribute in the C list holds one of the captured classes, as a whole word.
    private func hasCapturedClass(_ list: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) -> Bool {
        guard let list else { return false }
        var index = 0
        while let attribute = list[index] {
            defer { index += 2 }
            guard Self.equals(attribute, "class"), let value = list[index + 1] else { continue }
            // Each space-separated word, compared in place.
            var start = 0
            var end = 0
            while true {
                let byte = value[end]
                if byte == 0 || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                    if end > start, capturing.contains(where: { word in word.count == end - start && word.withUnsafeBufferPointer { memcmp($0.baseAddress!, value + start, end - start) == 0 } }) {
                        return true
                    }
                    if byte == 0 { break }
                    start = end + 1
                }
                end += 1
            }
        }
        return false
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
