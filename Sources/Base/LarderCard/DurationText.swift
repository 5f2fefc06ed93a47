/// Minutes as people read them: "45 min", "1 h 30 min", "2 h".
public enum DurationText {
    /// `minutes` as "45 min", "1 h 30 min" or "2 h".
    public static func short(_ minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        let rest = minutes % 60
        return rest == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(rest) min"
    }
}
