import Foundation
import Testing
@testable import LarderCardFolder

/// The names conflict copies get, and telling them apart from other cards'
/// names: a conflict copy is never removed by a sync, only by `resolve`.
@Suite("Conflict copies' names")
struct ConflictCopyNameTests {
    /// A time of day in the local time zone, as conflict copies' names give it.
    func localDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    @Test("the names a conflict copy gets are conflict copies' names, numbered or not")
    func ownNames() {
        let stem = RecipeFileName.conflictStem(for: "Toast / jam", madeAt: localDate(2026, 11, 22, 19, 40, 5))
        #expect(stem == "Toast jam (conflict 2026-11-22 19-40-05)")
        for number in [1, 2, 17] {
            #expect(RecipeFileName.isConflictCopy(RecipeFileName.name(stem: stem, number: number)))
        }
    }

    @Test("other names are not, however close",
          arguments: ["Toast.recipe.md", "Toast (2).recipe.md", "Toast (conflict).recipe.md", "Toast (conflicted copy 1).recipe.md",
                      "Toast (conflict 2026-11-22).recipe.md", "Toast (conflict 2026-11-22 19-40-0x).recipe.md",
                      "Toast (conflict 2026-11-22 19-40-05.recipe.md", "Toast(conflict 2026-11-22 19-40-05).recipe.md", ""])
    func otherNames(name: String) {
        #expect(!RecipeFileName.isConflictCopy(name))
    }

    @Test("a recipe named like one has conflict copies that are recognized too")
    func titleHoldingTheWords() {
        let stem = RecipeFileName.conflictStem(for: "Stew (conflict of flavours)", madeAt: localDate(2026, 1, 2, 3, 4, 5))
        #expect(RecipeFileName.isConflictCopy(stem + ".recipe.md"))
        #expect(!RecipeFileName.isConflictCopy("Stew (conflict of flavours).recipe.md"))
    }
}
