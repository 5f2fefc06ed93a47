import Foundation
import Testing
@testable import LarderInterchange

/// The text-format readers against what no recipe program writes: cut-off
/// files, huge lines, long runs of one character, binary junk. Each must
/// end with recipes or a clear error, and its work must grow linearly.
@Suite("Text formats: hostile input")
struct TextFormatHostileInputTests {
    let reader = RecipeFileReader()

    /// Reads `bytes` as `kind` and touches every recipe; returns how many were read.
    @discardableResult
    func read(_ bytes: [UInt8], as kind: RecipeFileReader.Kind) -> Int {
        guard case .success(let document) = reader.read(data: Data(bytes), kind: kind, baseDirectory: nil) else { return 0 }
        var count = 0
        for case .success(let imported) in document.recipes {
            count += 1
            _ = imported.recipe.ingredients.count + imported.recipe.steps.count
        }
        return count
    }

    /// The characters that start markup in one format or the other.
    static let runs: [UInt8] = Array("@{-[M<* \n".utf8)

    static let kinds: [RecipeFileReader.Kind] = [.cooklang, .mealMaster, .masterCookText, .masterCookXML]

    @Test("a 1 MB run of one character", arguments: runs)
    func longRun(_ byte: UInt8) {
        let bytes = [UInt8](repeating: byte, count: 1 << 20)
        for kind in Self.kinds { read(bytes, as: kind) }
    }

    @Test("huge lines and markup that never closes")
    func hugeLines() {
        let openBraces = Array(String(repeating: "@a{ ", count: 200_000).utf8)
        read(openBraces, as: .cooklang)
        let openComment = Array(("Stir [- " + String(repeating: "x", count: 1 << 20)).utf8)
        read(openComment, as: .cooklang)
        let frontMatter = Array(("---\n" + String(repeating: "key: value\n", count: 50_000)).utf8)
        read(frontMatter, as: .cooklang)
        let header = Array(("MMMMM----- Recipe via Meal-Master\n      Title: " + String(repeating: "A", count: 1 << 20) + "\n").utf8)
        #expect(read(header, as: .mealMaster) == 1)
        let column = Array(("MMMMM----- Recipe via Meal-Master\n      Title: T\n\n      1 c  " + String(repeating: "flour ", count: 200_000) + "\nMMMMM\n").utf8)
        read(column, as: .mealMaster)
    }

    @Test("cut-off files at every length")
    func truncated() {
        let cook = Array(try! String(contentsOfFile: #filePath.replacingOccurrences(of: "LarderInterchangeTests/TextFormatHostileInputTests.swift", with: "FuzzCorpus/cooklang/front-matter.cook"), encoding: .utf8).utf8)
        for length in 0...cook.count { read(Array(cook.prefix(length)), as: .cooklang) }
        let mxp = Array(MasterCookTests.text.utf8)
        for length in stride(from: 0, through: mxp.count, by: 5) {
            #expect(read(Array(mxp.prefix(length)), as: .masterCookText) <= 2)
        }
        let mx2 = [UInt8](MasterCookTests.xmlBytes)
        for length in stride(from: 0, through: mx2.count, by: 7) {
            #expect(read(Array(mx2.prefix(length)), as: .masterCookXML) <= 2)
        }
        let mmf = Array(MealMasterTests.twoColumns.utf8)
        for length in stride(from: 0, through: mmf.count, by: 3) {
            #expect(read(Array(mmf.prefix(length)), as: .mealMaster) <= 1)
        }
    }

    @Test("binary junk")
    func junk() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            for kind in Self.kinds { read(bytes, as: kind) }
            read(Array("MMMMM----- Recipe via Meal-Master\n      Title: Junk\n".utf8) + bytes, as: .mealMaster)
            read(Array("*  Exported from  MasterCook  *\n\n Junk\n".utf8) + bytes, as: .masterCookText)
            read(Array("<mx2><RcpE name=\"Junk\">".utf8) + bytes, as: .masterCookXML)
        }
    }

    @Test("ten times the input costs about ten times the work")
    func linearWork() {
        func cooklangWork(_ copies: Int) -> Int {
            var work = 0
            let text = String(repeating: "Add @olive oil{2%tbsp} and @salt, then #pan{} for ~{3%min} [- x -] -- c\n@a{ @b{ #c ~d{\n\n", count: copies)
                + String(repeating: "@x{", count: copies * 20)
            _ = CooklangParser.parse(text, work: &work)
            return work
        }
        func mealMasterWork(_ copies: Int) -> Int {
            var work = 0
            let text = String(repeating: MealMasterTests.twoColumns, count: copies) + String(repeating: "-", count: copies * 500)
            _ = MealMasterReader.recipes(from: Data(text.utf8), now: Date(), work: &work)
            return work
        }
        func masterCookWork(_ copies: Int) -> Int {
            var work = 0
            let text = String(repeating: MasterCookTests.text, count: copies) + String(repeating: "- ", count: copies * 500)
            _ = MasterCookTextReader.recipes(from: Data(text.utf8), now: Date(), work: &work)
            return work
        }
        for work in [cooklangWork, mealMasterWork, masterCookWork] {
            let small = work(100)
            let large = work(1000)
            #expect(small > 0)
            #expect(Double(large) <= Double(small) * 10.5, "work \(small) → \(large)")
        }
    }
}
