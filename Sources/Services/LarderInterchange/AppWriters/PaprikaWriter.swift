import Foundation
import LarderCard
import LarderModel

/// Recipes as Paprika exports them, to leave Larder for it: each recipe one
/// gzipped JSON object (`NAME.paprikarecipe`), many zipped together into a
/// `.paprikarecipes` file. Group headings and step sections are "Name:"
/// lines, which Paprika shows as headings.
public enum PaprikaWriter {
    /// `recipe` as one `.paprikarecipe`: gzipped JSON.
    public static func recipeFile(for recipe: Recipe) throws -> Data {
        let uid = recipe.id.uuidString.uppercased()
        var fields: [String: Any] = [
            "uid": uid,
            "name": recipe.name,
            "description": recipe.summary,
            "ingredients": HeadingLines.lines(recipe.ingredients, heading: \.group, text: \.line, style: .colon).joined(separator: "\n"),
            "directions": HeadingLines.lines(recipe.steps, heading: \.section, text: \.text, style: .colon).joined(separator: "\n"),
            "notes": recipe.notes,
            "nutritional_info": "",
            "servings": recipe.yield?.text ?? "",
            "prep_time": recipe.prepMinutes.map(time) ?? "",
            "cook_time": recipe.cookMinutes.map(time) ?? "",
            "total_time": recipe.totalMinutes.map(time) ?? "",
            "difficulty": "",
            "rating": Int((recipe.rating ?? 0).rounded()),
            "categories": ([recipe.category].compactMap { $0 } + recipe.tags),
            "source": recipe.author ?? "",
            "source_url": recipe.sourceURL ?? "",
            "image_url": NSNull(),
            "created": created(recipe.created),
            "photos": [Any](),
        ]
        if let photo = recipe.photo {
            fields["photo"] = uid + (photo.mediaType == "image/png" ? ".png" : ".jpg")
            fields["photo_data"] = photo.data.base64EncodedString()
        }
        // Paprika keeps a hash of each recipe to tell changes apart; any stable text does.
        var hash = FNV1a()
        hash.add(try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]))
        fields["hash"] = String(repeating: hash.hex, count: 4)
        return try Gzip.compress(try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]))
    }

    /// Minutes as Paprika writes a time: "20 mins", "1 hr 5 mins".
    static func time(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        let parts = [hours > 0 ? "\(hours) hr" + (hours > 1 ? "s" : "") : nil, rest > 0 || hours == 0 ? "\(rest) mins" : nil]
        return parts.compactMap { $0 }.joined(separator: " ")
    }

    /// "2026-11-25 21:30:00", in UTC.
    static func created(_ date: Date) -> String {
        let iso = DateText.string(date)
        return String(iso.prefix(10)) + " " + String(iso.dropFirst(11).prefix(8))
    }
}
