/// What ``XMLEventReader`` reports of an XML document, in document order.
public protocol XMLEventHandler: AnyObject {
    /// An element opens, named as written (`prefix:name`), with its attributes
    /// (values with entities and character references decoded).
    /// - Returns: false to stop the parse here.
    func start(_ name: String, attributes: [String: String]) -> Bool
    /// A piece of the current element's text (CDATA sections included); one
    /// run of text may come in several pieces.
    func text(_ piece: String)
    /// The element `name` closes.
    /// - Returns: false to stop the parse here.
    func end(_ name: String) -> Bool
}
