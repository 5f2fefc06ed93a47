/// The word after a yield's number, made to agree with the servings asked
/// for: 6 порций → 3 порции, 4 servings → 1 serving, 2 Portionen → 1 Portion.
enum ServingWords {
    /// Singular and plural of the words yields use, as recipes write them.
    private static let pairs: [(one: String, other: String)] = [
        ("serving", "servings"), ("portion", "portions"), ("Portion", "Portionen"), ("porzione", "porzioni"),
        ("ración", "raciones"), ("personne", "personnes"), ("persona", "persone"), ("Person", "Personen"),
    ]

    /// `word` in the form for `servings`; a word it does not know as it is.
    static func agreeing(_ word: Substring, with servings: Int) -> String {
        let written = String(word)
        let russian = RussianPlural.inflected(written, for: Double(servings))
        if russian != written { return russian }
        guard let pair = pairs.first(where: { $0.one == written || $0.other == written }) else { return written }
        return servings == 1 ? pair.one : pair.other
    }
}
