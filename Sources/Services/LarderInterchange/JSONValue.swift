/// Reading loosely typed JSON-LD values the many ways sites write them.
enum JSONValue {
    /// A clean string from a string, number, `{"@value": ...}`, `{"name": ...}`
    /// or the first element of an array; `nil` when empty.
    static func text(_ value: JSON?) -> String? {
        switch value {
        case .string(let string)?:
            let clean = HTMLText.plain(string)
            return clean.isEmpty ? nil : clean
        case .number(let number)?:
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .object(let members)?:
            return text(members["@value"] ?? members["name"] ?? members["text"] ?? members["value"])
        case .array(let elements)?:
            return elements.lazy.compactMap { text($0) }.first
        default:
            return nil
        }
    }

    /// Every clean string in a value: an array's elements, or a single one.
    /// Arrays of arrays (ingredients in groups) are flattened, a few levels deep.
    static func texts(_ value: JSON?) -> [String] {
        texts(value, depth: 0)
    }

    private static func texts(_ value: JSON?, depth: Int) -> [String] {
        guard case .array(let elements)? = value else { return text(value).map { [$0] } ?? [] }
        return elements.flatMap { element -> [String] in
            if case .array = element, depth < 4 { return texts(element, depth: depth + 1) }
            return text(element).map { [$0] } ?? []
        }
    }

    /// A number from a number or a numeric string ("4.5", "4,5").
    static func number(_ value: JSON?) -> Double? {
        switch value {
        case .number(let number)?: return number
        case .string(let string)?: return Double(string.trimming(" ").replacingAll(",", with: "."))
        case .object(let members)?: return number(members["@value"])
        default: return nil
        }
    }

    /// The `@type` names of a node, without any schema.org prefix, and with the
    /// types Larder reads in their schema.org spelling whatever their case
    /// (pages write "recipe").
    static func types(of node: [String: JSON]) -> [String] {
        texts(node["@type"]).map { type in
            var name = type
            for prefix in ["http://schema.org/", "https://schema.org/", "http://data-vocabulary.org/", "schema:"] where type.hasPrefix(prefix) {
                name = String(type.dropFirst(prefix.count))
            }
            return knownTypes[name.lowercased()] ?? name
        }
    }

    private static let knownTypes = ["recipe": "Recipe", "howtosection": "HowToSection", "howtostep": "HowToStep", "itemlist": "ItemList"]
}
