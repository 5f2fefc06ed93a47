import CLibXML2

/// A web page parsed by libxml2's HTML parser, which recovers from any
/// markup the way browsers do (unclosed and misnested elements, stray `<`),
/// in time linear in the page, without touching the network.
public enum HTMLDocument {
    /// Elements nested deeper than libxml2's own limit (256) end the parse there;
    /// the tree is built without recursion whatever its depth.
    /// - Parameter utf8: the page, already converted to UTF-8 (any `<meta charset>`
    ///   in it is ignored: the caller decided the encoding).
    /// - Returns: the root element (`html`), or `nil` when nothing could be parsed.
    public static func parse(utf8: [UInt8]) -> HTMLElement? {
        _ = initialized
        guard !utf8.isEmpty, utf8.count < Int(Int32.max) else { return nil }
        let document = utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", parseOptions)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return nil }
        return tree(from: root)
    }

    /// The page's root attributes and scripts, read by libxml2's parser in SAX
    /// mode: the same parse (comments, raw text and recovery as in ``parse(utf8:)``)
    /// without building a tree, for pages whose JSON-LD is all that is needed;
    /// and the subtrees of the elements of `capturingClasses` (see ``HTMLOutline/captures``),
    /// the only parts of the page built as trees.
    public static func outline(utf8: [UInt8], capturingClasses: [String] = []) -> HTMLOutline {
        _ = initialized
        let collector = OutlineCollector(capturing: capturingClasses)
        guard !utf8.isEmpty, utf8.count < Int(Int32.max) else { return collector.outline }
        let context = utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                htmlCreateMemoryParserCtxt($0, Int32(buffer.count))
            }
        }
        guard let context else { return collector.outline }
        defer { htmlFreeParserCtxt(context) }
        // Only the callbacks below: no tree, no error messages (the options below drop them).
        var handler = htmlSAXHandler()
        handler.startElement = { parser, name, attributes in
            OutlineCollector.of(parser)?.start(name, attributes)
        }
        handler.endElement = { parser, name in
            OutlineCollector.of(parser)?.end(name)
        }
        handler.characters = { parser, bytes, count in
            OutlineCollector.of(parser)?.text(bytes, count)
        }
        handler.cdataBlock = { parser, bytes, count in
            OutlineCollector.of(parser)?.text(bytes, count)
        }
        context.pointee.sax.pointee = handler
        context.pointee._private = Unmanaged.passUnretained(collector).toOpaque()
        _ = htmlCtxtUseOptions(context, parseOptions)
        _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
        _ = withExtendedLifetime(collector) { htmlParseDocument(context) }
        return collector.outline
    }

    static let parseOptions = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
        | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | HTML_PARSE_COMPACT.rawValue)

    /// libxml2's global state, set up once before the first parse of this module's
    /// readers, HTML or XML (thread-safe afterwards).
    static let initialized: Void = xmlInitParser()

    /// One element being built: its node, the next child to visit, what is built so far.
    private struct Frame {
        var element: HTMLElement
        var nextChild: xmlNodePtr?
    }

    /// Copies the libxml2 tree under `root` into Swift values, depth-first with
    /// an explicit stack.
    private static func tree(from root: xmlNodePtr) -> HTMLElement {
        var stack = [Frame(element: element(root), nextChild: root.pointee.children)]
        while true {
            guard let node = stack[stack.count - 1].nextChild else {
                let finished = stack.removeLast().element
                if stack.isEmpty { return finished }
                stack[stack.count - 1].element.children.append(.element(finished))
                continue
            }
            stack[stack.count - 1].nextChild = node.pointee.next
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                stack.append(Frame(element: element(node), nextChild: node.pointee.children))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content {
                    stack[stack.count - 1].element.children.append(.text(String(cString: content)))
                }
            default:
                break  // comments, processing instructions, DTD nodes
            }
        }
    }

    /// An element's name and attributes, without its children.
    private static func element(_ node: xmlNodePtr) -> HTMLElement {
        var attributes: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            if let name = current.pointee.name {
                attributes.append((String(cString: name), text(of: current.pointee.children)))
            }
            attribute = current.pointee.next
        }
        return HTMLElement(name: node.pointee.name.map { String(cString: $0) } ?? "", attributes: attributes)
    }

    /// The text of an attribute's value nodes.
    private static func text(of first: xmlNodePtr?) -> String {
        var value = ""
        var node = first
        while let current = node {
            if let content = current.pointee.content { value += String(cString: content) }
            node = current.pointee.next
        }
        return value
    }
}
