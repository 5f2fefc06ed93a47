/// Prefix tests and trims by Unicode scalar, not by Character: a combining
/// mark right after "- " or a quote would otherwise merge with it into one
/// Character and hide the marker. Writer and parser both use these.
extension Substring {
    func hasScalarPrefix(_ prefix: String) -> Bool {
        unicodeScalars.starts(with: prefix.unicodeScalars)
    }

    func droppingScalars(_ count: Int) -> Substring {
        Substring(unicodeScalars.dropFirst(count))
    }

    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        var scalars = unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return Substring(scalars)
    }
}
