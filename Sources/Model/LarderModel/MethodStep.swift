/// One step of the method. Steps that share a `section` ("For the sauce")
/// form a group; the section heading is shown before the first of them.
public struct MethodStep: Sendable, Equatable, Codable {
    /// The heading of the section this step belongs to; nil outside any section.
    public var section: String?
    /// What to do in this step; may span several lines.
    public var text: String

    /// A step with `text`, in `section` if given.
    public init(_ text: String, section: String? = nil) {
        self.text = text
        self.section = section
    }
}
