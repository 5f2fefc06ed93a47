/// What a page says before its body is read: its root element, its
/// `<script>` elements with their content, and its `<link>` and `<meta>`
/// elements, all without children. Found by
/// ``HTMLDocument/outline(utf8:)`` without building a tree.
public struct HTMLOutline: Sendable {
    /// One `<script>`: the element (its attributes) and its text.
    public struct Script: Sendable {
        /// The `script` element, without children.
        public var element: HTMLElement
        /// The content, as bytes of UTF-8.
        public var content: [UInt8]
    }

    /// The `<html>` element, without children.
    public var root = HTMLElement(name: "html")
    /// Every script of the page (not those inside comments), in page order.
    public var scripts: [Script] = []
    /// Every `<link>` and `<meta>` element (the page's canonical address, its Open Graph fields), in page order.
    public var links: [HTMLElement] = []

    /// An element whose class list holds one of the classes asked for, with
    /// its whole subtree (elements and text), and the serial number of its
    /// parent element in page order (elements with the same parent are siblings).
    public struct Capture: Sendable {
        /// The element, with its children.
        public var element: HTMLElement
        /// The serial number of its parent element, counted from 1 in page order (0: none).
        public var parent: Int
    }

    /// The captured elements, in page order (one inside another is part of the outer one).
    public var captures: [Capture] = []
}
