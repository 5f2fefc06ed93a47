/// One result of KRunner's `Match` (an entry of its `a(sssida{sv})`).
public struct KRunnerMatch: Sendable, Equatable {
    /// The category relevance KRunner (KF6) reads from the match's type
    /// field: the values of KF5's QueryMatch::Type that KF6 keeps as
    /// QueryMatch::CategoryRelevance. The highest in a category places it.
    public enum Kind: Int32, Sendable {
        /// The query names the result (KF5 ExactMatch, KF6 Highest).
        case exact = 100
        /// The result may be what is meant (KF5 PossibleMatch, KF6 Low).
        case possible = 30
    }

    /// What `Run` gets back as its match ID.
    public var id: String
    /// The line shown.
    public var text: String
    /// A freedesktop icon name; KRunner shows ``icon`` instead when there is one.
    public var iconName: String
    /// How well the query names the result, for the order of categories.
    public var kind: Kind
    /// The order within the category: 0...1, higher first.
    public var relevance: Double
    /// The heading KRunner groups the match under.
    public var category: String
    /// The smaller line under ``text``.
    public var subtext: String
    /// What the match stands for (file:// URIs): dragged, or opened by KRunner.
    public var urls: [String]
    /// The IDs of the ``KRunnerAction``s this match offers.
    public var actions: [String]
    /// A picture of the result, sent as `icon-data`.
    public var icon: KRunnerIcon?

    /// A match, field by field.
    public init(id: String, text: String, iconName: String, kind: Kind, relevance: Double, category: String,
                subtext: String, urls: [String], actions: [String], icon: KRunnerIcon?) {
        self.id = id
        self.text = text
        self.iconName = iconName
        self.kind = kind
        self.relevance = relevance
        self.category = category
        self.subtext = subtext
        self.urls = urls
        self.actions = actions
        self.icon = icon
    }
}
