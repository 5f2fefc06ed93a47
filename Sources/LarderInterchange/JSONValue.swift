import Foundation

/// Reading loosely typed JSON-LD values the many ways sites write them.
enum JSONValue {
    /// A clean string from a string, number, `{"@value": ...}`, `{"name": ...}`
    /// or the first element of an array; `nil` when empty.
    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String:
            let clean = HTMLText.plain(string)
            return clean.isEmpty ? nil : clean
        case let number as NSNumber:
            if isBoolean(number) { return nil }
            let double = number.doubleValue
            return double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : String(double)
        case let object as [String: Any]:
            return text(object["@value"] ?? object["name"] ?? object["text"] ?? object["value"])
        case let array as [Any]:
            return array.lazy.compactMap { text($0) }.first
        default:
            return nil
        }
    }

    /// Every clean string in a value: an array's elements, or a single one.
    static func texts(_ value: Any?) -> [String] {
        if let array = value as? [Any] { return array.compactMap { text($0) } }
        return text(value).map { [$0] } ?? []
    }

    /// A number from a number or a numeric string ("4.5", "4,5").
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber:
            return isBoolean(number) ? nil : number.doubleValue
        case let string as String:
            return Double(string.trimming(" ").replacingAll(",", with: "."))
        case let object as [String: Any]:
            return number(object["@value"])
        default:
            return nil
        }
    }

    /// JSONSerialization gives `true`/`false` as NSNumbers of type "c" (char).
    static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    /// The `@type` names of a node, without any schema.org prefix.
    static func types(of node: [String: Any]) -> [String] {
        texts(node["@type"]).map { type in
            for prefix in ["http://schema.org/", "https://schema.org/", "schema:"] where type.hasPrefix(prefix) {
                return String(type.dropFirst(prefix.count))
            }
            return type
        }
    }
}
