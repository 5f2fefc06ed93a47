import Foundation
import LarderGLib
import LarderLocalization
import LarderModel

/// Values as recipe apps write them in their exports: plain text (not HTML,
/// so kept as written, only trimmed), times as free text, dates without a
/// zone, photos as bytes. Shared by the Paprika, Mealie and Tandoor readers.
enum AppRecipeFields {
    /// Bytes of one recipe's JSON read at most (a recipe is a few kB; a photo inside, a few MB).
    static let maximumJSONSize = 64 << 20

    /// `data` as JSON, or a clear error naming `what` was read.
    static func json(_ data: Data, _ what: String, limit: Int = maximumJSONSize) throws(ImportError) -> JSON {
        guard data.count <= limit else {
            // TRANSLATORS: %1$@ names the file, %2$@ is its size in bytes, %3$@ the limit in megabytes.
            throw ImportError(.tooLarge, tr("%@ has %@ bytes; more than %@ MB is refused", what, data.count, limit >> 20))
        }
        do {
            return try JSONDecoder().decode(JSON.self, from: data)
        } catch {
            // TRANSLATORS: %1$@ names the file, %2$@ is what is wrong.
            throw ImportError(.invalidJSON, tr("invalid JSON in %@: %@", what, RecipeFileReader.describeSyntaxError(in: data)))
        }
    }

    /// A photo's web address as an app writes it (`//host/...` taken as https),
    /// for the importer to fetch; nil when it is not an http or https address.
    static func webAddress(_ text: String) -> String? {
        WebAddress.fetchable(text.trimming(" \t\r\n"))
    }

    /// Trimmed text from a string or a number; `nil` when empty.
    static func text(_ value: JSON?) -> String? {
        switch value {
        case .string(let string)?:
            let trimmed = string.trimming(" \t\r\n")
            return trimmed.isEmpty ? nil : trimmed
        case .number(let number)?:
            return quantity(number)
        default:
            return nil
        }
    }

    /// A name: the text, or an object's `name` (categories and tags are either).
    static func name(_ value: JSON?) -> String? {
        if case .object(let object)? = value { return text(object["name"]) }
        return text(value)
    }

    /// Names from an array of texts or named objects.
    static func names(_ value: JSON?) -> [String] {
        guard case .array(let elements)? = value else { return name(value).map { [$0] } ?? [] }
        return elements.compactMap(name)
    }

    /// A number from a number or numeric text.
    static func number(_ value: JSON?) -> Double? {
        switch value {
        case .number(let number)?: return number
        case .string(let string)?: return Double(string.trimming(" ").replacingAll(",", with: "."))
        default: return nil
        }
    }

    /// "2", "1.5", "0.25": an amount without a needless ".0".
    static func quantity(_ number: Double) -> String? {
        guard number.isFinite, abs(number) < 1e9 else { return nil }
        if number == number.rounded() { return String(Int(number)) }
        return String((number * 1000).rounded() / 1000)
    }

    /// Non-empty lines of `text`, trimmed.
    static func lines(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(whereSeparator: \.isNewline).map { $0.trimming(" \t") }.filter { !$0.isEmpty }
    }

    /// Method steps from text: one per non-empty line, numbering ("1.") removed.
    static func steps(_ text: String?, section: String? = nil) -> [MethodStep] {
        lines(text).map { JSONLDRecipeReader.withoutNumbering($0) }.filter { !$0.isEmpty }.map { MethodStep($0, section: section) }
    }

    /// Minutes from a time written as text ("1 hr 20 mins") or a number of
    /// minutes; a warning names `field` when the text is no time.
    static func minutes(_ value: JSON?, _ field: String, warnings: inout [String]) -> Int? {
        if case .number(let number)? = value {
            return number > 0 && number < 525_600 ? Int(number.rounded()) : nil
        }
        guard let text = text(value) else { return nil }
        guard let minutes = FreeTextDuration.minutes(text), minutes <= 525_600 else {
            // TRANSLATORS: %1$@ is the field's name in the app's export (prep_time...), %2$@ its value.
            warnings.append(tr("%@ “%@” is not a time Larder reads; left out", field, text.prefix(80)))
            return nil
        }
        return minutes
    }

    /// A date as apps write it: ISO 8601, or "2012-09-05 13:03:36" and
    /// "2022-05-28T00:00:33.873506" without a zone (taken as UTC).
    static func date(_ value: JSON?) -> Date? {
        guard var text = text(value), text.utf8.count <= DateText.maximumLength, text.count >= 10 else { return nil }
        if text.count > 10 {
            text = text.replacingAll(" ", with: "T")
            let time = text.split(separator: "T", maxSplits: 1).last ?? ""
            if !time.contains("Z"), !time.contains("+"), !time.contains("-") { text += "Z" }
        }
        return DateText.parse(text)
    }

    /// A rating from 0 to 5; 0, which apps write for "not rated", is none.
    static func rating(_ value: JSON?) -> Double? {
        guard let rating = number(value), rating > 0, rating <= 5 else { return nil }
        return rating
    }

    /// A photo from image bytes, or a warning saying why it was left out.
    static func photo(_ data: Data?, from what: String, limit: Int, warnings: inout [String]) -> Photo? {
        guard let data else { return nil }
        guard data.count <= limit else {
            // TRANSLATORS: %1$@ is the photo's path or field, %2$@ the limit in megabytes.
            warnings.append(tr("photo %@ is larger than %@ MB; left out", what, limit >> 20))
            return nil
        }
        guard let photo = Photo(data: data) else {
            warnings.append(tr("photo %@ is not a JPEG, PNG, GIF or WebP image; left out", what))
            return nil
        }
        return photo
    }

    /// Values in first-seen order, each once (ignoring case).
    static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0.lowercased()).inserted }
    }
}
