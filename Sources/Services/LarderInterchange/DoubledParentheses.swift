/// Ingredient lines as a cook reads them: WP Recipe Maker writes a line's
/// note in parentheses into a page's JSON-LD, and a note the author had
/// already put in parentheses comes out doubled, "2 lbs chicken ((shredded))".
enum DoubledParentheses {
    /// `line` with each pair of parentheses that only wraps another pair (or a
    /// run of pairs) removed: "((1/2 cup))" → "(1/2 cup)", "((a) (b))" → "(a) (b)".
    /// Only a line with both "((" and "))" is touched, and parentheses are
    /// matched as pairs, so a line is never left unbalanced. One pass: an
    /// outer pair's removal never changes what an inner pair wraps, so every
    /// pair is judged on the line as it was.
    static func collapsed(_ line: String) -> String {
        guard hasPair(line.utf8, UInt8(ascii: "(")), hasPair(line.utf8, UInt8(ascii: ")")) else { return line }
        let scalars = Array(line.unicodeScalars)
        var removed = [Bool](repeating: false, count: scalars.count)
        var openings: [Int] = []
        for (close, scalar) in scalars.enumerated() {
            if scalar == "(" {
                openings.append(close)
            } else if scalar == ")", let open = openings.popLast(),
                      close - open >= 3, scalars[open + 1] == "(", scalars[close - 1] == ")" {
                removed[open] = true
                removed[close] = true
            }
        }
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() where !removed[index] { result.append(scalar) }
        return String(result)
    }

    /// Whether `byte` occurs twice in a row in `bytes`.
    private static func hasPair(_ bytes: String.UTF8View, _ byte: UInt8) -> Bool {
        var previous: UInt8 = 0
        for current in bytes {
            if current == byte && previous == byte { return true }
            previous = current
        }
        return false
    }
}
