/// One step of the method. Steps that share a `section` ("For the sauce")
/// form a group; the section heading is shown before the first of them.
public struct MethodStep: Sendable, Equatable, Codable {
    public var section: String?
    public var text: String

    public init(_ text: String, section: String? = nil) {
        self.text = text
        self.section = section
    }
}
