/// What a page says before its body is read: the attributes of its root
/// element and its `<script>` elements with their content. Found by
/// ``HTMLDocument/outline(utf8:)`` without building a tree.
public struct HTMLOutline: Sendable {
    /// One `<script>`: its attributes and its text.
    public struct Script: Sendable {
        /// The attributes, names in lower case.
        public var attributes: [(name: String, value: String)]
        /// The content, as bytes of UTF-8.
        public var content: [UInt8]

        /// The first value of the attribute `name` (lower case), or `nil`.
        public subscript(attribute name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    /// The attributes of the `<html>` element.
    public var rootAttributes: [(name: String, value: String)] = []
    /// Every script of the page (not those inside comments), in page order.
    public var scripts: [Script] = []
}
