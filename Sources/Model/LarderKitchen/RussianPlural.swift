import LarderCard

/// Russian nouns after a number: 1 стакан, 2 стакана, 5 стаканов, 1,5 стакана
/// (CLDR's one, few and many, and the genitive singular after a fraction).
enum RussianPlural {
    private static let forms: [(one: String, few: String, many: String)] = [
        ("стакан", "стакана", "стаканов"), ("зубчик", "зубчика", "зубчиков"), ("пучок", "пучка", "пучков"),
        ("штука", "штуки", "штук"), ("литр", "литра", "литров"), ("грамм", "грамма", "граммов"),
    ]

    static func inflected(_ written: String, for value: Double) -> String {
        guard let word = forms.first(where: { [$0.one, $0.few, $0.many].contains(written) }) else { return written }
        guard value == value.rounded(), value < 1e9 else { return word.few }
        switch RussianNumberForm(Int(value)) {
        case .one: return word.one
        case .few: return word.few
        case .many: return word.many
        }
    }
}
