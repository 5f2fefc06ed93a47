import Foundation
import LarderCard
import LarderModel

/// A recipe as one self-contained, printable HTML page: the photo inline as
/// a data: URL, no script, no outside resource; its headings in the recipe's
/// language.
public enum RecipeHTML {
    /// The HTML page for `recipe`, whose object URI is `uri`.
    public static func render(_ recipe: Recipe, uri: ObjectURI) -> String {
        var body: [String] = []
        let words = RecipeHeadings.forLanguage(recipe.language)
        if let photo = recipe.photo {
            body.append("<img class=\"photo\" alt=\"\" src=\"data:\(escape(photo.mediaType));base64,\(photo.data.base64EncodedString())\">")
        }
        body.append("<h1>\(escape(recipe.name))</h1>")
        let meta = RecipeFacts.line([recipe.category, recipe.cuisine, recipe.effectiveTotalMinutes.map { DurationText.short($0, language: recipe.language) },
                                     RecipeFacts.yield(recipe.yield?.text, servings: recipe.yield?.servings, language: recipe.language)])
        if !meta.isEmpty { body.append("<p class=\"meta\">\(escape(meta))</p>") }
        if !recipe.summary.isEmpty { body.append(paragraphs(recipe.summary, class: "summary")) }
        if !recipe.ingredients.isEmpty {
            body.append("<h2>\(escape(words.ingredients))</h2>")
            for run in HeadedRuns.of(recipe.ingredients, heading: \.group) {
                if let heading = run.heading { body.append("<h3>\(escape(heading))</h3>") }
                body.append("<ul class=\"ingredients\">")
                body += run.items.map { "<li>\(escape($0.line))</li>" }
                body.append("</ul>")
            }
        }
        if !recipe.steps.isEmpty {
            body.append("<h2>\(escape(words.method))</h2>")
            var section: String?
            var open = false
            for (index, step) in recipe.steps.enumerated() {
                if index == 0 || step.section != section {
                    if open { body.append("</ol>") }
                    if let heading = step.section { body.append("<h3>\(escape(heading))</h3>") }
                    body.append("<ol class=\"method\" start=\"\(index + 1)\">")
                    open = true
                    section = step.section
                }
                body.append("<li>\(escape(step.text).replacingOccurrences(of: "\n", with: "<br>"))</li>")
            }
            if open { body.append("</ol>") }
        }
        if !recipe.notes.isEmpty { body.append("<h2>\(escape(words.notes))</h2>\n" + paragraphs(recipe.notes, class: "notes")) }
        var footer: [String] = []
        if let author = recipe.author { footer.append(escape(author)) }
        if let source = recipe.sourceURL { footer.append(escape(source)) }
        if !footer.isEmpty { body.append("<p class=\"source\">\(footer.joined(separator: " — "))</p>") }
        let language = recipe.language.map { " lang=\"\(escape($0))\"" } ?? ""
        return """
            <!DOCTYPE html>
            <html\(language)>
            <head>
            <meta charset="utf-8">
            <meta name="generator" content="Larder">
            <meta name="larder-uri" content="\(escape(uri.description))">
            <title>\(escape(recipe.name))</title>
            <style>
            body { font-family: "Cantarell", "DejaVu Sans", "Noto Sans CJK SC", sans-serif; max-width: 42em; margin: 2em auto; padding: 0 1em; line-height: 1.5; color: #222; }
            .photo { width: 100%; max-height: 24em; object-fit: cover; border-radius: 8px; }
            h1 { margin-bottom: 0.2em; }
            .meta { color: #666; margin-top: 0; }
            li { margin: 0.2em 0; }
            .source { color: #888; font-size: 0.9em; margin-top: 2em; word-break: break-all; }
            @media print { body { margin: 0; max-width: none; } .photo { max-height: 10cm; } h2 { break-after: avoid; } li { break-inside: avoid; } }
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    static func escape(_ text: String) -> String {
        HTMLEscape.text(text)
    }

    private static func paragraphs(_ text: String, class name: String) -> String {
        text.components(separatedBy: "\n\n").map { "<p class=\"\(name)\">\(escape($0).replacingOccurrences(of: "\n", with: "<br>"))</p>" }
            .joined(separator: "\n")
    }
}
