/// An element of a parsed web page. Names of elements and attributes are in
/// lower case, as HTML's are case-insensitive.
public struct HTMLElement: Sendable {
    /// The tag name: "div", "script", "meta"...
    public var name: String
    /// The attributes in page order; a name given twice keeps both.
    public var attributes: [(name: String, value: String)]
    /// The element's content, in page order.
    public var children: [HTMLNode]

    /// An element named `name`.
    public init(name: String, attributes: [(name: String, value: String)] = [], children: [HTMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The first value of the attribute `name` (lower case), or `nil`.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Whether the element has the attribute `name`, valued or not.
    public func has(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }
}
