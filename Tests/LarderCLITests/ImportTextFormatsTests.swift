import Foundation
import LarderTestSupport
import Testing

/// `larder import` of other programs' text formats: picked from folders by
/// name, recognised by content when named .txt or read from stdin, and
/// updated rather than duplicated when imported again.
@Suite("larder import: text formats")
struct ImportTextFormatsTests {
    static let mealMaster = """
        MMMMM----- Recipe via Meal-Master (tm) v8.06

              Title: Radish Salad
         Categories: Salads

              1 bn Radishes; sliced
              1 tb Cider vinegar

          Toss and serve cold.

        MMMMM

        MMMMM----- Recipe via Meal-Master (tm) v8.06

              Title: Pea Soup
         Categories: Soups

              1 lb Frozen peas
              1 qt Stock

          Simmer, blend, season.

        MMMMM

        """

    @Test("a folder of .cook and .mmf files: each read by its format, said in the report; again: unchanged")
    func folderAndReimport() throws {
        let cli = CLI()
        cli.write("in/Herb Omelette.cook", ">> servings: 1\nBeat @eggs{2} with @chives{1%tbsp}, cook in a #pan{} ~{2%minutes}.\n")
        cli.write("in/box.mmf", Self.mealMaster)
        cli.write("in/notes.txt", "not a recipe")
        let run = try cli.run(["import", cli.folder + "/in"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Herb Omelette.cook as Cooklang"))
        #expect(run.stdout.contains("box.mmf as Meal-Master"))
        #expect(run.stdout.hasSuffix("Done: 3 imported, 0 updated, 0 unchanged, 0 failed (2 files read; 1 other files ignored).\n"), "\(run.stdout)")
        let again = try cli.run(["import", cli.folder + "/in"])
        #expect(again.stdout.hasSuffix("Done: 0 imported, 0 updated, 3 unchanged, 0 failed (2 files read; 1 other files ignored).\n"), "\(again.stdout)")
        // An edited Cooklang file updates its recipe.
        cli.write("in/Herb Omelette.cook", ">> servings: 1\nBeat @eggs{3} with @chives{1%tbsp}, cook in a #pan{} ~{3%minutes}.\n")
        let edited = try cli.run(["import", cli.folder + "/in"])
        #expect(edited.stdout.contains("updated    "), "\(edited.stdout)")
        let list = try cli.json(["list", "--json"]) as? [[String: Any]]
        #expect(list?.count == 3)
        let omelette = try cli.run(["show", "Herb Omelette"]).stdout
        #expect(omelette.contains("3 eggs") && omelette.contains("cook in a pan 3 minutes"))
    }

    @Test("Cooklang files citing the same site stay separate recipes")
    func sameSource() throws {
        let cli = CLI()
        cli.write("in/Soda Bread.cook", "---\nsource: https://example.org\n---\nMix @flour{500%g} and @buttermilk{400%ml}.\n")
        cli.write("in/Scones.cook", "---\nsource: https://example.org\n---\nRub @butter{50%g} into @flour{250%g}.\n")
        let run = try cli.run(["import", cli.folder + "/in"])
        #expect(run.stdout.hasSuffix("Done: 2 imported, 0 updated, 0 unchanged, 0 failed (2 files read).\n"), "\(run.stdout)")
        #expect((try cli.json(["list", "--json"]) as? [[String: Any]])?.count == 2)
        #expect(try cli.run(["show", "Scones"]).stdout.contains("https://example.org"))
        // Importing both again updates each, by its own identifier, never one over the other.
        let again = try cli.run(["import", cli.folder + "/in"])
        #expect(again.stdout.hasSuffix("Done: 0 imported, 0 updated, 2 unchanged, 0 failed (2 files read).\n"), "\(again.stdout)")
    }

    @Test("MasterCook .mxp and .mx2 files in a folder are picked up; importing them again changes nothing")
    func masterCook() throws {
        let cli = CLI()
        cli.write("in/box.mxp", """
                                 *  Exported from  MasterCook  *

                                      Fig Jam

            Recipe By     : Rosa
            Serving Size  : 8    Preparation Time :0:45
            Categories    : Preserves

              Amount  Measure       Ingredient -- Preparation Method
            --------  ------------  --------------------------------
               1      pound         figs -- quartered
               1      cup           sugar

            Cook together until thick.

                               - - - - - - - - - - - - - - - - - -

            """)
        cli.write("in/cookbook.mx2", #"<?xml version="1.0" encoding="UTF-8"?><mx2><RcpE name="Fig Toast"><IngR name="fig jam" unit="tablespoon" qty="1"/><DirS><DirT>Spread.</DirT></DirS></RcpE></mx2>"#)
        let run = try cli.run(["import", cli.folder + "/in"])
        #expect(run.stdout.contains("box.mxp as MasterCook text export") && run.stdout.contains("cookbook.mx2 as MasterCook XML"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("Done: 2 imported, 0 updated, 0 unchanged, 0 failed (2 files read).\n"), "\(run.stdout)")
        let again = try cli.run(["import", cli.folder + "/in"])
        #expect(again.stdout.hasSuffix("Done: 0 imported, 0 updated, 2 unchanged, 0 failed (2 files read).\n"), "\(again.stdout)")
        #expect(try cli.run(["show", "Fig Jam"]).stdout.contains("1 pound figs, quartered"))
    }

    @Test("Meal-Master in a .txt file or on standard input is recognised by its content")
    func sniffed() throws {
        let cli = CLI()
        let path = cli.write("swap.txt", Self.mealMaster)
        let run = try cli.run(["import", path])
        #expect(run.stdout.contains("swap.txt as Meal-Master"), "\(run.stdout)")
        let stdin = try cli.run(["import", "-"], stdin: Self.mealMaster)
        #expect(stdin.stdout.contains("unchanged") && !stdin.stdout.contains("imported "), "\(stdin.stdout)")
        #expect((try cli.json(["list", "--json"]) as? [[String: Any]])?.count == 2)
    }
}
