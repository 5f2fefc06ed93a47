/// A card folder problem, said so that the user knows what to do.
public struct ExportError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
}
