/// What a cookbook keeps of each recipe between its two passes: a few
/// words and numbers, never the recipe itself, so that a thousand recipes
/// take little memory.
struct CookbookEntry {
    let title: String
    let category: String?
    /// Pages the recipe takes, learned in the first pass.
    var pages = 0
    /// Its first page's number in the book, from 1 (the title page).
    var firstPage = 0
    /// The named destination links point at.
    let destination: String

    /// The chapter: the category, case aside ("Dessert" and "dessert" are one).
    var chapter: String? { category?.lowercased() }
}
