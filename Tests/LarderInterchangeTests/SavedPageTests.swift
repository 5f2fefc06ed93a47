import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderInterchange

@Suite("Saved web pages")
struct SavedPageTests {
    let folder = TemporaryDirectory()
    let reader = RecipeFileReader()

    func document(_ page: String, name: String = "page.html") throws -> RecipeDocument {
        try reader.read(path: folder.write(name, page)).get()
    }

    func recipes(_ page: String, name: String = "page.html") throws -> [ImportedRecipe] {
        try document(page, name: name).recipes.map { try $0.get() }
    }

    @Test("a page's address: its absolute canonical link, else its og:url; relative ones and other links are not addresses")
    func pageAddress() throws {
        func address(_ head: String) throws -> String? {
            let page = "<html><head>\(head)<script type=\"application/ld+json\">{\"@type\": \"Recipe\", \"name\": \"R\"}</script></head></html>"
            return try document(page).recipes.map { try $0.get().recipe }.first?.sourceURL
        }
        #expect(try address(#"<link rel="stylesheet" href="https://a/s.css"><link rel="Canonical" href=" https://a/r ">"#) == "https://a/r")
        #expect(try address(#"<link rel="canonical" href="/r"><meta property="og:url" content="https://a/og">"#) == "https://a/og")
        #expect(try address(#"<meta name="og:url" content="http://a/og">"#) == "http://a/og")
        #expect(try address(#"<link rel="canonical" href="javascript:x"><meta property="og:title" content="https://a/t">"#) == nil)
    }

    @Test("a relative @id names a node within its document, not a recipe across documents", arguments: [
        ("#recipe", true), ("recipe", true), ("/recipes/1#recipe", true), ("1:2", true), ("", true),
        ("https://example.org/r#recipe", false), ("urn:isbn:0451450523", false), ("tag:example.org,2026:r1", false),
    ])
    func relativeReferences(_ reference: String, _ relative: Bool) {
        #expect(JSONLDRecipeReader.isRelativeReference(reference) == relative)
    }

    @Test("microdata: the recipe, its nested author and steps, attributes for times and photos")
    func microdata() throws {
        let page = """
            <!doctype html><html lang="en"><body>
            <div itemscope itemtype="http://schema.org/Recipe">
              <h1 itemprop="name">Lentil<br>soup</h1>
              <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ana</span></span>
              <meta itemprop="prepTime" content="PT15M"><time itemprop="cookTime" datetime="PT40M">40 minutes</time>
              <p itemprop="description">Warming &amp; cheap.</p>
              <ul><li itemprop="recipeIngredient">200 g red lentils</li><li itemprop="recipeIngredient">1 <b>onion</b></li></ul>
              <ol itemprop="recipeInstructions"><li>Fry the onion.</li><li>Add lentils and water; simmer.</li></ol>
              <span itemprop="recipeYield">4 servings</span><span itemprop="recipeCategory">Soup</span>
              <div itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating">
                <span itemprop="ratingValue">4.5</span></div>
            </div>
            <div itemscope itemtype="http://schema.org/Organization"><span itemprop="name">Site</span></div>
            </body></html>
            """
        let document = try document(page)
        #expect(document.format == "saved web page, schema.org microdata")
        let recipes = try document.recipes.map { try $0.get().recipe }
        #expect(recipes.count == 1)
        let recipe = try #require(recipes.first)
        #expect(recipe.name == "Lentil soup")
        #expect(recipe.author == "Ana")
        #expect(recipe.prepMinutes == 15 && recipe.cookMinutes == 40)
        #expect(recipe.summary == "Warming & cheap.")
        #expect(recipe.ingredients.map(\.line) == ["200 g red lentils", "1 onion"])
        #expect(recipe.steps.map(\.text) == ["Fry the onion.", "Add lentils and water; simmer."])
        #expect(recipe.yield?.text == "4 servings" && recipe.category == "Soup" && recipe.rating == 4.5)
        #expect(recipe.language == "en")
    }

    @Test("microdata: a recipe that is a page's main entity, and one beside a page item")
    func nestedMicrodata() throws {
        let page = """
            <html><body itemscope itemtype="https://schema.org/WebPage">
            <article itemprop="mainEntity" itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Flatbread</h1>
            <span itemprop="recipeIngredient">300 g flour</span></article>
            <section itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Dip</h2></section>
            </body></html>
            """
        #expect(try recipes(page).map(\.recipe.name) == ["Flatbread", "Dip"])
    }

    @Test("RDFa: typeof and property, with and without a prefix")
    func rdfa() throws {
        let page = """
            <html lang="it"><body vocab="http://schema.org/">
            <div typeof="Recipe"><h1 property="name">Risotto alla milanese</h1>
            <span property="recipeIngredient">320 g di riso</span><span property="schema:recipeIngredient">1 bustina di zafferano</span>
            <div property="author" typeof="Person"><span property="name">Lucia</span></div>
            <div property="recipeInstructions"><p>Tostare il riso.</p><p>Aggiungere il brodo.</p></div>
            </div></body></html>
            """
        let document = try document(page)
        #expect(document.format == "saved web page, schema.org RDFa")
        let recipe = try #require(try document.recipes.map { try $0.get().recipe }.first)
        #expect(recipe.name == "Risotto alla milanese" && recipe.author == "Lucia" && recipe.language == "it")
        #expect(recipe.ingredients.map(\.line) == ["320 g di riso", "1 bustina di zafferano"])
        #expect(recipe.steps.map(\.text) == ["Tostare il riso.", "Aggiungere il brodo."])
    }

    @Test("JSON as real pages write it: raw tabs and line breaks, CDATA comments, a stray ';', \\' escapes",
          arguments: [
            "{\"@type\": \"Recipe\", \"name\": \"Tab\there\", \"description\": \"line one\nline two\"}",
            "// <![CDATA[\n{\"@type\": \"Recipe\", \"name\": \"Tab here\"}\n// ]]>",
            "{\"@type\": \"Recipe\", \"name\": \"Tab here\"};",
            "{\"@type\": \"Recipe\", \"name\": \"Tab here\", \"description\": \"It\\'s good\"}",
          ])
    func lenientJSON(_ block: String) throws {
        let recipes = try recipes("<html><head><script type=\"application/ld+json\">\(block)</script></head></html>")
        #expect(recipes.map(\.recipe.name) == ["Tab here"])
        if block.contains("It\\'s") { #expect(recipes[0].recipe.summary == "It's good") }
    }

    @Test("JSON that is broken beyond what pages need is still refused, with where")
    func brokenJSON() throws {
        let result = reader.read(path: folder.write("p.html", "<script type=\"application/ld+json\">{\"@type\": \"Recipe\", \"name\": }</script>"))
        guard case .failure(let error) = result else { Issue.record("a broken block was accepted"); return }
        #expect(error.code == .invalidJSON)
    }

    @Test("@type in any case; @id references in a @graph resolved; a recipe named twice counts once")
    func graphReferences() throws {
        let page = """
            <script type="application/ld+json">{"@context": "https://schema.org", "@graph": [
              {"@type": "WebPage", "@id": "https://example.org/p#page", "mainEntity": {"@id": "https://example.org/p#recipe"}},
              {"@type": "recipe", "@id": "https://example.org/p#recipe", "name": "Shakshuka",
               "author": {"@id": "https://example.org/#/person/1"}, "image": {"@id": "https://example.org/p#image"}},
              {"@type": "Person", "@id": "https://example.org/#/person/1", "name": "Noa"},
              {"@type": "ImageObject", "@id": "https://example.org/p#image", "url": "https://example.org/img/shakshuka.jpg"}
            ]}</script>
            <script type="application/ld+json">{"@type": "Recipe", "@id": "https://example.org/p#recipe", "name": "Shakshuka"}</script>
            """
        let recipes = try recipes(page)
        #expect(recipes.count == 1)
        #expect(recipes.first?.recipe.author == "Noa")
        #expect(recipes.first?.photoAddress == "https://example.org/img/shakshuka.jpg", "the image reference resolves to its URL")
    }

    @Test("a JSON-LD script inside an HTML comment is not read")
    func commentedScript() throws {
        let page = """
            <html><head><!-- <script type="application/ld+json">{"@type": "Recipe", "name": "Old"}</script> -->
            <script type="application/ld+json">{"@type": "Recipe", "name": "New"}</script></head></html>
            """
        #expect(try recipes(page).map(\.recipe.name) == ["New"])
    }

    @Test("HTML5's named entities and the windows-1252 meaning of &#128;–&#159;")
    func entities() throws {
        let page = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "&Auml;pfel &frac13; &#150; &#128;5 &CounterClockwiseContourIntegral; &nosuch; &amp;amp; &amp;eacute; &amp; co"}</script>
            """
        #expect(try recipes(page).first?.recipe.name == "Äpfel ⅓ – €5 ∳ &nosuch; & é & co")
    }

    @Test("pages in the encodings recipe sites use are converted, not refused", arguments: [
        ("shift_jis.html", "親子丼", "鶏もも肉 200g"), ("euc-jp.html", "肉じゃが", "牛肉 150g"), ("gbk.html", "番茄炒蛋", "番茄 2个"),
        ("gb18030.html", "宫保鸡丁 🌶", "鸡胸肉 300克"), ("big5.html", "滷肉飯", "豬五花 600克"), ("windows-1251.html", "Борщ", "Свёкла 2 шт."),
        ("iso-8859-1.html", "Crème brûlée “maison” €", "6 jaunes d’œufs"), ("undeclared-1252.html", "Käsespätzle", "400 g Spätzle"),
        ("utf-16le-bom.html", "Pão de queijo", "250 g polvilho"),
    ])
    func encodings(_ file: String, _ name: String, _ ingredient: String) throws {
        let path = CLI.repository + "/Tests/Fixtures/pages/" + file
        let recipes = try reader.read(path: path).get().recipes.map { try $0.get() }
        #expect(recipes.map(\.recipe.name) == [name])
        #expect(recipes.first?.recipe.ingredients.map(\.line).contains(ingredient) == true)
        let guessed = recipes.first?.warnings.contains { $0.contains("does not say its encoding") } == true
        #expect(guessed == (file == "undeclared-1252.html"))
    }

    @Test("a page saved 'complete' gets its photo from NAME_files, named by the web address")
    func savedPhoto() throws {
        let page = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Focaccia", "recipeIngredient": ["500 g flour"],
            "image": ["https://cdn.example.org/uploads/2024/focaccia%20big.jpg?w=1200"]}</script>
            """
        try FileManager.default.createDirectory(atPath: folder.file("Focaccia – Example_files"), withIntermediateDirectories: true)
        try SampleImage.jpegHeader.write(to: URL(fileURLWithPath: folder.file("Focaccia – Example_files/focaccia big.jpg")))
        let recipe = try #require(try recipes(page, name: "Focaccia – Example.html").first)
        #expect(recipe.recipe.photo != nil)
        #expect(recipe.warnings.isEmpty, "\(recipe.warnings)")
        // Without the folder, the photo is on the web: left for the importer to fetch.
        let alone = try #require(try recipes(page, name: "elsewhere.html").first)
        #expect(alone.recipe.photo == nil && alone.photoAddress == "https://cdn.example.org/uploads/2024/focaccia%20big.jpg?w=1200")
    }

    @Test("no recipe anywhere in a page says so")
    func noRecipe() {
        let result = reader.read(path: folder.write("p.html", "<html><body itemscope itemtype='http://schema.org/Thing'>x</body></html>"))
        guard case .failure(let error) = result else { Issue.record("expected a failure"); return }
        #expect(error.code == .noRecipe && error.message.contains("microdata"))
    }
}

@Suite("Saved web pages: misleading declarations")
struct MisleadingDeclarationTests {
    @Test("an XML declaration inside the page (a pasted SVG) and a Latin-1 label on UTF-8 text do not turn UTF-8 into mojibake", arguments: [
        #"<!DOCTYPE html><?xml version="1.0" encoding="iso-8859-1"?><svg></svg><html><head><meta charset="UTF-8">"#,
        #"<html><head><meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">"#,
    ])
    func misleadingDeclarations(_ head: String) throws {
        let page = head + #"<script type="application/ld+json">{"@type": "Recipe", "name": "Crème ½"}</script></head></html>"#
        let recipes = try RecipeFileReader().read(data: Data(page.utf8), kind: .html, baseDirectory: nil).get().recipes.map { try $0.get() }
        #expect(recipes.map(\.recipe.name) == ["Crème ½"])
    }
}

@Suite("Saved web pages: ingredient lines as sites write them")
struct PageIngredientTests {
    func ingredients(_ page: String) throws -> [String] {
        let document = try RecipeFileReader().read(data: Data(page.utf8), kind: .html, baseDirectory: nil).get()
        return try #require(try document.recipes.map { try $0.get() }.first).recipe.ingredients.map(\.line)
    }

    @Test("microdata: line breaks in the HTML source are spaces; table cells are words")
    func microdataText() throws {
        let page = """
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">N</h1>
            <li itemprop="recipeIngredient">2
                Pasture-Raised Eggs</li>
            <table><tr itemprop="recipeIngredient"><td><span>200</span><span>
            g</span></td><th>Risottoreis</th></tr><tr itemprop="recipeIngredient"><td><span>1</span></td><th>Zwiebel, gehackt</th></tr></table></div>
            """
        #expect(try ingredients(page) == ["2 Pasture-Raised Eggs", "200 g Risottoreis", "1 Zwiebel, gehackt"])
    }

    @Test("JSON-LD: several ingredients in one string split; an amount alone on its line joins the next; groups flattened; Â before a no-break space dropped")
    func jsonLDLines() throws {
        let page = #"""
            <script type="application/ld+json">{"@type": "Recipe", "name": "N", "recipeIngredient": [
              ["3 Tbsp olive oil\n3 garlic cloves, minced", "2  \r\nbay leaf"], ["1 poundÂ\u00a0asparagus"], "½\n\ncup milk"]}</script>
            """#
        #expect(try ingredients(page) == ["3 Tbsp olive oil", "3 garlic cloves, minced", "2 bay leaf", "1 pound asparagus", "½ cup milk"])
    }
}

@Suite("HTML5's named entities")
struct HTMLEntityTableTests {
    @Test("the whole table unpacks: first, last, multi-character and astral entries")
    func unpacked() {
        #expect(HTMLText.namedEntities.count == 2125)
        #expect(HTMLText.namedEntities["AElig"] == "Æ")
        #expect(HTMLText.namedEntities["zwnj"] == "\u{200C}")
        #expect(HTMLText.namedEntities["NotEqualTilde"] == "\u{2242}\u{0338}")
        #expect(HTMLText.namedEntities["Afr"] == "\u{1D504}")
    }
}

@Suite("Folding white space")
struct FoldTests {
    /// The definition, as it was written before the one-pass version: lines
    /// split, each line's spaces folded, blank runs of lines dropped.
    static func reference(_ text: String) -> String {
        let lines = text.replacingAll("\r\n", with: "\n").replacingAll("\u{00C2}\u{00A0}", with: " ").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" || $0 == "\r" }).joined(separator: " ")
        }
        var result: [String] = []
        for line in lines where !(line.isEmpty && (result.last?.isEmpty ?? true)) { result.append(line) }
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n")
    }

    @Test("the one-pass fold gives what the definition gives, on 5,000 random texts")
    func sameAsDefinition() {
        var generator = SeededGenerator(seed: 1_410)
        // No carriage returns here: the definition mishandled "\r\n" next to other
        // breaks (Swift's "\r\n" is one character); they have cases of their own below.
        let pieces = [" ", "  ", "\t", "\n", "\u{00A0}", "Â", "a", "é", "字", "x y", "\n\n\n"]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            #expect(HTMLText.fold(text) == Self.reference(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test("carriage returns: with a line feed a line break, alone a space", arguments: [
        ("a\r\nb", "a\nb"), ("a\rb", "a b"), ("a \r\n\r\n\r\n b", "a\n\nb"), ("\r\n\na\r", "a"), ("a\n\r\nb", "a\n\nb"),
    ])
    func carriageReturns(_ text: String, _ folded: String) {
        #expect(HTMLText.fold(text) == folded)
    }
}
