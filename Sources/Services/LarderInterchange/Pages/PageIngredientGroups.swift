import LarderModel
import LarderHTML

/// What a page's HTML says about its recipe's ingredient groups, which its
/// JSON-LD cannot carry: the group headings of the recipe plug-ins that mark
/// them (WP Recipe Maker, Tasty Recipes, Mediavine Create), and heading lines
/// an author typed among the ingredients, which the page shows in bold; and
/// the plug-in's lines themselves, for a recipe whose JSON-LD lacks them.
/// Read from the page's tree in a few linear passes (no recursion).
struct PageIngredientGroups: Sendable {
    /// One group of a plug-in's ingredient list: its heading, and its lines as shown.
    struct Group: Sendable, Equatable {
        var heading: String?
        var lines: [String] = []
        var count: Int { lines.count }
    }

    /// The classes of the plug-ins' ingredient lists (WP Recipe Maker: each
    /// group; Tasty Recipes and Mediavine Create: the list): only these parts
    /// of a page are built as trees, in the parse that finds its JSON-LD.
    static let pluginClasses = ["wprm-recipe-ingredient-group", "tasty-recipes-ingredients-body", "mv-create-ingredients"]
    /// Element texts longer than this (in bytes) are not headings, and are not kept.
    static let longestHeading = 200

    /// Each plug-in ingredient list on the page, in page order, as its groups.
    private(set) var lists: [[Group]] = []
    /// The recipes on the page that have a name: a plug-in's lines are some recipe's only when it is one.
    private var namedRecipes = 0
    /// For each short text shown as a whole element (folded: lower case, white
    /// space folded, no trailing colon), whether every such element is bold.
    private(set) var shownInBold: [String: Bool] = [:]

    /// Whether an ingredient line may be a group's heading typed by the author:
    /// "For the noodles:", "MASHED POTATOES" (without an amount, or ending in a colon).
    /// (A line in a script without case, such as Chinese, only when it ends with a colon.)
    static func mayBeHeading(_ line: String) -> Bool {
        let endsWithColon = line.hasSuffix(":") || line.hasSuffix("：")
        // Most lines have an amount or a lower-case ASCII letter: told in one pass over the bytes.
        if !endsWithColon, line.utf8.contains(where: { (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }) { return false }
        let hasDigit = line.utf8.contains { (0x30...0x39).contains($0) }
        guard !hasDigit || endsWithColon, line.contains(where: \.isLetter) else { return false }
        return endsWithColon || (line.contains(where: \.isUppercase) && !line.contains(where: \.isLowercase))
    }

    /// The groups the plug-ins' lists `captures` show, and, given the page's
    /// whole tree `root` (only when a line may be a heading), the headings it
    /// shows in bold; `namedRecipes` is how many recipes with a name the page has.
    init(captures: [HTMLOutline.Capture], root: HTMLElement?, namedRecipes: Int = 1) {
        lists = Self.pluginLists(captures)
        self.namedRecipes = namedRecipes
        guard let root else { return }
        let tree = FlatTree(root)
        let folded = tree.shortTexts.map { $0.map(FlatTree.fold) }
        var bold = [Bool](repeating: false, count: tree.count)
        // Same text as a bold element below it (bottom-up), then above it (top-down).
        for index in stride(from: tree.count - 1, through: 0, by: -1) {
            let own = folded[index]
            bold[index] = tree.isBold(index) || tree.childElements(of: index).contains { own != nil && folded[$0] == own && bold[$0] }
        }
        for index in 0..<tree.count {
            let parent = tree.parent[index]
            if parent >= 0, !bold[index], folded[index] != nil, folded[parent] == folded[index], bold[parent] { bold[index] = true }
            if let text = folded[index], !text.isEmpty { shownInBold[text] = (shownInBold[text] ?? true) && bold[index] }
        }
    }

    /// `ingredients` with their groups: a plug-in list whose lines are as many
    /// gives each line its group; else lines that are headings shown in bold
    /// start a group and leave the list.
    func grouped(_ ingredients: [Ingredient]) -> [Ingredient] {
        if let list = lists.first(where: { $0.contains { $0.heading != nil } && $0.reduce(0) { $0 + $1.count } == ingredients.count }) {
            var result = ingredients
            var position = 0
            for group in list {
                for offset in 0..<group.count { result[position + offset].group = group.heading }
                position += group.count
            }
            return result
        }
        var result: [Ingredient] = []
        var group: String?
        for ingredient in ingredients {
            if Self.mayBeHeading(ingredient.line), shownInBold[FlatTree.fold(ingredient.line)] == true {
                group = Self.heading(ingredient.line)
                continue
            }
            var line = ingredient
            line.group = group
            result.append(line)
        }
        // A list that would be all headings is no list of headings.
        return result.isEmpty ? ingredients : result
    }

    /// The lines of the page's plug-in list, each with its group, when the
    /// page has one recipe with a name and one list (or the same one again);
    /// nil otherwise, and when the list has no lines.
    var pluginIngredients: [Ingredient]? {
        guard namedRecipes == 1, let list = lists.first, lists.allSatisfy({ $0 == list }) else { return nil }
        let ingredients = list.flatMap { group in group.lines.map { Ingredient(line: $0, group: group.heading) } }
        return ingredients.isEmpty ? nil : ingredients
    }

    /// A heading as shown, without its trailing colon.
    static func heading(_ text: String) -> String {
        var heading = Substring(text)
        while let last = heading.last, last == ":" || last == "：" || last.isWhitespace { heading = heading.dropLast() }
        return String(heading)
    }

    /// The plug-ins' ingredient lists: WP Recipe Maker's groups (siblings in
    /// one container, each with an optional name and its items), and Tasty
    /// Recipes' and Mediavine Create's lists, where h3/h4 headings start groups.
    /// A list item inside a line is part of that line.
    private static func pluginLists(_ captures: [HTMLOutline.Capture]) -> [[Group]] {
        var lists: [[Group]] = []
        var wprmListOfParent: [Int: Int] = [:]
        for capture in captures {
            let tree = FlatTree(capture.element)
            // Whether each element is a line or inside one: what is inside a line is part of it.
            var inLine = [Bool](repeating: false, count: tree.count)
            if tree.classes[0].contains("wprm-recipe-ingredient-group") {
                var group = Group(heading: nil)
                for inner in 1..<tree.count {
                    inLine[inner] = inLine[tree.parent[inner]]
                    guard !inLine[inner] else { continue }
                    if group.heading == nil, tree.classes[inner].contains("wprm-recipe-ingredient-group-name") {
                        group.heading = tree.shown(inner).flatMap { $0.isEmpty ? nil : heading($0) }
                    } else if tree.name[inner] == "li", tree.classes[inner].contains("wprm-recipe-ingredient") {
                        inLine[inner] = true
                        group.lines.append(line(tree.elements[inner]))
                    }
                }
                if let list = wprmListOfParent[capture.parent] {
                    lists[list].append(group)
                } else {
                    wprmListOfParent[capture.parent] = lists.count
                    lists.append([group])
                }
            } else {
                var list: [Group] = []
                for inner in 1..<tree.count {
                    inLine[inner] = inLine[tree.parent[inner]]
                    guard !inLine[inner] else { continue }
                    if tree.name[inner] == "h3" || tree.name[inner] == "h4", let shown = tree.shown(inner), !shown.isEmpty {
                        // Mediavine Create's card titles its list "Ingredients": that is no group.
                        if !tree.classes[inner].contains("mv-create-ingredients-title") { list.append(Group(heading: heading(shown))) }
                    } else if tree.name[inner] == "li" {
                        inLine[inner] = true
                        if list.isEmpty { list.append(Group(heading: nil)) }
                        list[list.count - 1].lines.append(line(tree.elements[inner]))
                    }
                }
                lists.append(list)
            }
        }
        return lists
    }

    /// A plug-in's ingredient line as the page shows it: one line, without
    /// what only screen readers get (the checkboxes' labels repeat the line or show "▢").
    private static func line(_ element: HTMLElement) -> String {
        let text = PageItems.text(of: element) { hidden in
            guard let classes = hidden[attribute: "class"] else { return false }
            return classes.split(whereSeparator: \.isWhitespace).contains { $0 == "sr-only" || $0 == "screen-reader-text" }
        }
        return DoubledParentheses.collapsed(text.split(whereSeparator: \.isNewline).joined(separator: " "))
    }
}

/// A page's elements in document order (pre-order), with what the group
/// readers ask of each: its name, classes, parent, and its text when short.
private struct FlatTree {
    private(set) var elements: [HTMLElement] = []
    private(set) var name: [String] = []
    private(set) var classes: [[Substring]] = []
    private(set) var parent: [Int] = []
    /// Each short element's text as the page has it; nil when longer than ``PageIngredientGroups/longestHeading``.
    private(set) var shortTexts: [String?] = []
    private var children: [[Child]] = []

    private enum Child {
        case text(String)
        case element(Int)
    }

    var count: Int { name.count }

    init(_ root: HTMLElement) {
        // Pre-order with an explicit stack; an element's slot among its parent's children is filled when it is reached.
        var stack: [(element: HTMLElement, parent: Int, slot: Int)] = [(root, -1, -1)]
        while let (element, parentIndex, slot) = stack.popLast() {
            let index = name.count
            elements.append(element)
            name.append(element.name)
            // Class lists are ASCII-space separated (HTML's "ASCII whitespace").
            classes.append((element[attribute: "class"] ?? "").utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C })
                .map { Substring($0) })
            parent.append(parentIndex)
            if parentIndex >= 0 { children[parentIndex][slot] = .element(index) }
            var own: [Child] = []
            var pending: [(HTMLElement, Int)] = []
            for child in element.children {
                switch child {
                case .text(let text): own.append(.text(text))
                case .element(let inner):
                    // What a script or a style holds is not shown.
                    guard inner.name != "script", inner.name != "style", inner.name != "template" else { continue }
                    pending.append((inner, own.count))
                    own.append(.text(""))
                }
            }
            children.append(own)
            for (inner, childSlot) in pending.reversed() { stack.append((inner, index, childSlot)) }
        }
        var raw = [String?](repeating: nil, count: name.count)
        for index in stride(from: name.count - 1, through: 0, by: -1) {
            var text = ""
            var short = true
            for child in children[index] where short {
                switch child {
                case .text(let run): text += run
                case .element(let inner):
                    if let innerText = raw[inner] { text += innerText } else { short = false }
                }
                if text.utf8.count > PageIngredientGroups.longestHeading { short = false }
            }
            raw[index] = short ? text : nil
        }
        shortTexts = raw
    }

    /// Element `index`'s text as shown (white space folded), when short.
    func shown(_ index: Int) -> String? {
        shortTexts[index].map { HTMLText.fold($0).replacingAll("\n", with: " ") }
    }

    func childElements(of index: Int) -> [Int] {
        children[index].compactMap { if case .element(let inner) = $0 { return inner } else { return nil } }
    }

    func isBold(_ index: Int) -> Bool {
        name[index] == "strong" || name[index] == "b"
    }

    /// Text for comparing a line with what the page shows: lower case, white space folded, no trailing colon.
    static func fold(_ text: String) -> String {
        PageIngredientGroups.heading(text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }
}
