/// Which form a Russian noun takes after a whole number (CLDR's plural
/// categories): 1, 21 стакан; 2–4, 22 стакана; 5–20, 11–14 стаканов.
public enum RussianNumberForm: Sendable {
    case one, few, many

    /// The form after `count`.
    public init(_ count: Int) {
        let lastTwo = count % 100, last = count % 10
        if (11...14).contains(lastTwo) {
            self = .many
        } else if last == 1 {
            self = .one
        } else if (2...4).contains(last) {
            self = .few
        } else {
            self = .many
        }
    }
}
