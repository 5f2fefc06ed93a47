/// Russian nouns after a number: 1 стакан, 2 стакана, 5 стаканов, 1,5 стакана
/// (CLDR's one, few and many, and the genitive singular after a fraction).
enum RussianPlural {
    private static let forms: [(one: String, few: String, many: String)] = [
        ("стакан", "стакана", "стаканов"), ("зубчик", "зубчика", "зубчиков"), ("пучок", "пучка", "пучков"),
        ("штука", "штуки", "штук"), ("литр", "литра", "литров"), ("грамм", "грамма", "граммов"),
        ("порция", "порции", "порций"), ("персона", "персоны", "персон"),
    ]

    static func inflected(_ written: String, for value: Double) -> String {
        guard let word = forms.first(where: { [$0.one, $0.few, $0.many].contains(written) }) else { return written }
        guard value == value.rounded(), value < 1e9 else { return word.few }
        let n = Int(value)
        if n % 10 == 1 && n % 100 != 11 { return word.one }
        if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return word.few }
        return word.many
    }
}
