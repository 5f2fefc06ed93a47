/// A node of a parsed web page: an element, or a run of text (entities
/// already decoded). Comments and processing instructions are not kept.
public enum HTMLNode: Sendable {
    /// An element with its attributes and children.
    case element(HTMLElement)
    /// Text, as the page shows it (a script's content is text too).
    case text(String)
}
