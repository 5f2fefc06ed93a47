/// One action KRunner offers on a match (an entry of `Actions`' `a(sss)`).
public struct KRunnerAction: Sendable, Equatable {
    /// What `Run` gets as its action ID.
    public var id: String
    /// The action's label (KRunner shows it as a tooltip).
    public var text: String
    /// A freedesktop icon name.
    public var iconName: String

    /// An action, field by field.
    public init(id: String, text: String, iconName: String) {
        self.id = id
        self.text = text
        self.iconName = iconName
    }
}
