import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore
@testable import LarderInterchange

/// MasterCook's text export (.mxp) and XML (.mx2), in the layouts MasterCook
/// writes (our own recipes), and XML that no MasterCook writes.
@Suite("MasterCook import")
struct MasterCookTests {
    let folder = TemporaryDirectory()

    /// Two recipes as MasterCook 6 exports text: fields, two-column categories
    /// over two lines, the ingredient table with groups and a continued line,
    /// numbered directions, labelled fields, nutrition after the end line.
    static let text = """

                             *  Exported from  MasterCook  *

                                 Chickpea and Spinach Stew

        Recipe By     : Lina Haddad
        Serving Size  : 4    Preparation Time :1:15
        Categories    : Main Dish                        Vegetarian
                        Stews                            Winter

          Amount  Measure       Ingredient -- Preparation Method
        --------  ------------  --------------------------------
                                ***BASE***
           2      tablespoons   olive oil
           1      large         onion -- chopped
           3      cloves        garlic -- crushed,
                                then left to stand
           1 1/2  teaspoons     ground cumin
                                ***STEW***
           2      cans          chickpeas -- (15 oz each) -- drained
             1/2  pound         spinach
                                salt and pepper

        1. Warm the oil and soften the onion, 8 minutes. Add the garlic and cumin
        and cook one minute more.

        2. Add the chickpeas and a cup of water; simmer 20 minutes. Stir in the
        spinach until it wilts. Season.

        Source:
          "Family notebook"
        S(Internet Address):
          "https://example.org/stew"
        Yield:
          "6 cups"

                           - - - - - - - - - - - - - - - - - - 

        Per Serving (excluding unknown items): 310 Calories; 9g Fat.

        Nutr. Assoc. : 0 0 0 0 0 0 0 0


                             *  Exported from  MasterCook  *

                                      Lemon Posset

        Recipe By     : 
        Serving Size  : 0    Preparation Time :0:00
        Categories    : Desserts

          Amount  Measure       Ingredient -- Preparation Method
        --------  ------------  --------------------------------
           2      cups          double cream
             2/3  cup           sugar
           3                    lemons -- juiced

        Boil the cream and sugar 3 minutes, stir in the juice, pour into glasses
        and chill overnight.

                           - - - - - - - - - - - - - - - - - - 
        """

    /// A cookbook as MasterCook 6 writes XML (written out as ISO-8859-1 with CRLF by ``xmlBytes``).
    static let xml = """
        <?xml version="1.0" standalone="yes" encoding="ISO-8859-1"?>
        <!DOCTYPE mx2 SYSTEM "mx2.dtd">
        <mx2 source="MasterCook 6.0" date="March 02, 2003">
        <Summ>
        <Nam>
        Café Walnut Slice
        </Nam>
        <Nam>
        Green Bean Salad
        </Nam>
        </Summ>
        <RcpE name="Café Walnut Slice" author="Marta Nowak">
        <RTxt>
        <![CDATA[
        * Exported from MasterCook *

                                    Café Walnut Slice

        Recipe By     :Marta Nowak
        Serving Size  : 16    Preparation Time :0:40
        Categories    : Baking                          Cookies & Bars
        ]]>
        </RTxt>
        <Serv qty="16"/>
        <PrpT elapsed="0:40"/>
        <CatS>
        <CatT>
        Baking
        </CatT>
        <CatT>
        Cookies &amp; Bars
        </CatT>
        </CatS>
        <IngR name="***BASE***"></IngR>
        <IngR name="plain flour" unit="cups" qty="1 1/2"></IngR>
        <IngR name="butter" unit="cup" qty="1/2">
        <IPrp>
        softened
        </IPrp>
        </IngR>
        <IngR name="***TOPPING***"></IngR>
        <IngR name="walnuts" unit="cup" qty="1">
        <IPrp>
        chopped
        </IPrp>
        </IngR>
        <IngR name="strong coffee" unit="tablespoons" qty="2"></IngR>
        <DirS>
        <DirT>
        Rub the butter into the flour and press into a
        lined 8-inch tin. Bake 15 minutes at 180°C.
        </DirT>
        <DirT>
        Mix the walnuts and coffee, spread over the base and bake 20 minutes more.
        </DirT>
        </DirS>
        <Desc>
        A coffee-scented tray bake.
        </Desc>
        <Natn>
        Polish
        </Natn>
        <Srce>
        Kraków market stall
        </Srce>
        <AltS label="Internet Address" url="https://example.org/walnut-slice"/>
        <Yield unit="pieces" qty="16.000000"/>
        <TTim elapsed="1:10"/>
        <Note>
        Keeps a week in a tin.
        </Note>
        </RcpE>
        <RcpE name="Green Bean Salad" author="n/a">
        <Serv qty="0"/>
        <PrpT elapsed="0:00"/>
        <CatS>
        <CatT>
        Salads
        </CatT>
        </CatS>
        <IngR name="green beans" unit="pound" qty="1"></IngR>
        <IngR name="shallot" qty="1"></IngR>
        <DirS>
        <DirT>
        Blanch the beans; dress with the shallot while warm.
        </DirT>
        </DirS>
        <Yield unit="servings" qty="4.000000"/>
        </RcpE></mx2>
        """

    static var xmlBytes: Data { Data(xml.replacingOccurrences(of: "\n", with: "\r\n").data(using: .isoLatin1)!) }

    func recipes(_ bytes: Data, name: String) throws -> (format: String, recipes: [ImportedRecipe]) {
        let path = folder.write(name, "")
        try bytes.write(to: URL(fileURLWithPath: path))
        let document = try RecipeFileReader().read(path: path).get()
        return (document.format, try document.recipes.map { try $0.get() })
    }

    @Test("the text export: every field, the ingredient table, directions and labelled fields")
    func textExport() throws {
        let (format, imported) = try recipes(Data(Self.text.replacingOccurrences(of: "\n", with: "\r\n").utf8), name: "box.mxp")
        #expect(format == "MasterCook text export")
        #expect(imported.map(\.recipe.name) == ["Chickpea and Spinach Stew", "Lemon Posset"])
        let stew = imported[0].recipe
        #expect(stew.author == "Lina Haddad")
        #expect(stew.yield?.servings == 4 && stew.prepMinutes == 75)
        #expect(stew.category == "Main Dish" && stew.tags == ["Vegetarian", "Stews", "Winter"])
        #expect(stew.ingredients.map(\.line) == [
            "2 tablespoons olive oil", "1 large onion, chopped", "3 cloves garlic, crushed, then left to stand",
            "1 1/2 teaspoons ground cumin", "2 cans chickpeas, (15 oz each), drained", "1/2 pound spinach", "salt and pepper",
        ])
        #expect(stew.ingredients.map(\.group) == ["BASE", "BASE", "BASE", "BASE", "STEW", "STEW", "STEW"])
        #expect(stew.ingredients[3].quantity == 1.5)
        #expect(stew.steps.map(\.text) == [
            "Warm the oil and soften the onion, 8 minutes. Add the garlic and cumin and cook one minute more.",
            "Add the chickpeas and a cup of water; simmer 20 minutes. Stir in the spinach until it wilts. Season.",
        ])
        #expect(stew.sourceURL == "https://example.org/stew")
        #expect(stew.notes == "Source: Family notebook")
        let posset = imported[1].recipe
        #expect(posset.author == nil && posset.yield == nil && posset.prepMinutes == nil)
        #expect(posset.ingredients.map(\.line) == ["2 cups double cream", "2/3 cup sugar", "3 lemons, juiced"])
        #expect(posset.steps.count == 1)
    }

    @Test("the XML export: every element Larder keeps; ISO-8859-1 as declared, with no warning")
    func xmlExport() throws {
        let (format, imported) = try recipes(Self.xmlBytes, name: "cookbook.mx2")
        #expect(format == "MasterCook XML")
        #expect(imported.map(\.recipe.name) == ["Café Walnut Slice", "Green Bean Salad"])
        let slice = imported[0].recipe
        #expect(slice.author == "Marta Nowak" && slice.yield?.servings == 16)
        #expect(slice.prepMinutes == 40 && slice.totalMinutes == 70)
        #expect(slice.category == "Baking" && slice.tags == ["Cookies & Bars"])
        #expect(slice.ingredients.map(\.line) == [
            "1 1/2 cups plain flour", "1/2 cup butter, softened", "1 cup walnuts, chopped", "2 tablespoons strong coffee",
        ])
        #expect(slice.ingredients.map(\.group) == ["BASE", "BASE", "TOPPING", "TOPPING"])
        #expect(slice.steps.map(\.text) == [
            "Rub the butter into the flour and press into a lined 8-inch tin. Bake 15 minutes at 180°C.",
            "Mix the walnuts and coffee, spread over the base and bake 20 minutes more.",
        ])
        #expect(slice.summary == "A coffee-scented tray bake." && slice.cuisine == "Polish")
        #expect(slice.sourceURL == "https://example.org/walnut-slice")
        #expect(slice.notes == "Source: Kraków market stall\nKeeps a week in a tin.")
        let salad = imported[1].recipe
        #expect(salad.author == nil && salad.yield == RecipeYield(text: "4 servings"))
        #expect(salad.ingredients.map(\.line) == ["1 pound green beans", "1 shallot"])
        #expect(imported.allSatisfy { $0.warnings.isEmpty })
    }

    @Test("recognised by content in a .txt; windows-1252 text warned about once; the same recipe, the same identifier")
    func sniffingEncodingIdentity() throws {
        #expect(RecipeFileReader.Kind(sniffingData: Data(Self.text.utf8)) == .masterCookText)
        #expect(RecipeFileReader.Kind(sniffingData: Self.xmlBytes) == .masterCookXML)
        #expect(RecipeFileReader.Kind(sniffingData: Data(#"{"@type": "Recipe", "description": "*  Exported from  MasterCook  *"}"#.utf8)) == .json)
        #expect(RecipeFileReader.Kind(sniffingData: Data("<html><p>MMMMM----- Recipe via Meal-Master</p><p>&lt;mx2&gt;</p></html>".utf8)) == .html)
        #expect(RecipeFileReader.Kind(fileName: "a.MXP") == .masterCookText && RecipeFileReader.Kind(fileName: "a.mx2") == .masterCookXML)
        let text = Self.text.replacingOccurrences(of: "Lemon Posset", with: "Crème citron")
        let (format, imported) = try recipes(text.data(using: .windowsCP1252)!, name: "box.txt")
        #expect(format == "MasterCook text export")
        #expect(imported[1].recipe.name == "Crème citron")
        #expect(imported[0].warnings == [LegacyText.windows1252Warning] && imported[1].warnings.isEmpty)
        let again = try recipes(text.data(using: .windowsCP1252)!, name: "box.txt").recipes
        #expect(again.map(\.recipe.externalID) == imported.map(\.recipe.externalID))
        #expect(imported[0].recipe.externalID != imported[1].recipe.externalID)
        #expect(imported[0].recipe.externalID?.hasPrefix("mastercook:") == true)
        // The same recipe in both exports has one identity.
        let xmlStew = try recipes(Data("""
            <mx2><RcpE name="Lemon Posset"><IngR name="double cream" unit="cups" qty="2"/><IngR name="sugar" unit="cup" qty="2/3"/>
            <IngR name="lemons" qty="3"><IPrp>juiced</IPrp></IngR><DirS><DirT>Boil the cream and sugar 3 minutes, stir in the juice, pour into glasses
            and chill overnight.</DirT></DirS></RcpE></mx2>
            """.utf8), name: "posset.mx2").recipes
        #expect(xmlStew[0].recipe.externalID == (try recipes(Data(Self.text.utf8), name: "b.mxp").recipes[1].recipe.externalID))
    }

    @Test("an XML yield no amount is (4e59, inf) is kept as written, never a crash; 16.000000 is 16")
    func xmlYieldOutOfRange() throws {
        let quantities = ["400999999999999999999999999999999999999999999999999999999900.00", "inf", "-inf", "nan", "16.000000", "2.5"]
        let xml = "<mx2>" + quantities.enumerated().map { index, qty in
            #"<RcpE name="Yield \#(index)"><IngR name="salt" qty="1"/><Yield unit="pieces" qty="\#(qty)"/></RcpE>"#
        }.joined() + "</mx2>"
        let imported = try recipes(Data(xml.utf8), name: "yields.mx2").recipes
        #expect(imported.map { $0.recipe.yield?.text } == [
            "400999999999999999999999999999999999999999999999999999999900.00 pieces", "inf pieces", "-inf pieces", "nan pieces",
            "16 pieces", "2.5 pieces",
        ])
    }

    @Test("a cut-off text export still gives what it has, with a warning")
    func truncatedText() throws {
        let cut = String(Self.text[..<(try #require(Self.text.range(of: "Stir in the"))).lowerBound])
        let imported = try recipes(Data(cut.utf8), name: "cut.mxp").recipes
        #expect(imported.count >= 1)
        #expect(imported.last?.warnings.contains { $0.contains("no end line") } == true)
    }

    @Test("XML that MasterCook never writes is refused: entities, deep nesting, not XML; a cut-off file keeps what came before")
    func hostileXML() throws {
        let reader = RecipeFileReader()
        func read(_ text: String) -> Result<[Result<ImportedRecipe, ImportError>], ImportError> {
            reader.read(data: Data(text.utf8), kind: .masterCookXML, baseDirectory: nil).map { Array($0.recipes) }
        }
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE mx2 [\n<!ENTITY l0 \"ha\">\n"
        for level in 1...9 { laughs += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">\n" }
        laughs += "]>\n<mx2><RcpE name=\"&l9;\"/></mx2>"
        guard case .failure(let refused) = read(laughs) else { Issue.record("entities were expanded"); return }
        #expect(refused.message.contains("ENTITY"))
        let external = "<?xml version=\"1.0\"?><!DOCTYPE mx2 [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]><mx2><RcpE name=\"&secret;\"/></mx2>"
        guard case .failure = read(external) else { Issue.record("an external entity was read"); return }
        let deep = "<mx2><RcpE name=\"Deep\">" + String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000) + "</RcpE></mx2>"
        guard case .failure(let tooDeep) = read(deep) else { Issue.record("deep nesting was read"); return }
        #expect(tooDeep.message.contains("deep"))
        let huge = Data(count: MasterCookXMLReader.maximumSize + 1)
        guard case .failure(let tooLarge) = reader.read(data: huge, kind: .masterCookXML, baseDirectory: nil) else { Issue.record("a huge file was read"); return }
        #expect(tooLarge.code == .tooLarge)
        guard case .failure(let notXML) = read("MMMMM this is no XML") else { Issue.record("junk was read"); return }
        #expect(notXML.code == .notRecipeFile)
        guard case .failure(let none) = read("<mx2><Summ/></mx2>") else { Issue.record("an empty cookbook was read"); return }
        #expect(none.code == .noRecipe)
        let second = try #require(Self.xml.range(of: "<RcpE name=\"Green Bean"))
        let cut = String(Self.xml[..<second.upperBound]) + "\">\n<Serv qty"
        guard case .success(let partial) = read(cut) else { Issue.record("the recipe before the cut was lost"); return }
        #expect(partial.count == 2)
        if case .failure(let error) = partial[1] { #expect(error.message.contains("rest of the file")) } else { Issue.record("the cut was not reported") }
        // The DTD named in the DOCTYPE is never loaded: an absent one is no error.
        let withDTD = reader.read(data: Self.xmlBytes, kind: .masterCookXML, baseDirectory: nil).map { Array($0.recipes) }
        #expect(try withDTD.get().count == 2)
    }
}
