import Foundation
import LarderCard
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderCardFolder

/// Two machines, each with its own store, sharing one card folder through a
/// file sync tool (``SyncToolStandIn``): their collections converge, every
/// recipe keeps one identity, and nothing bounces back and forth.
@Suite("One card folder shared by two machines")
struct SharedFolderTests {
    let directory = TemporaryDirectory(prefix: "larder-shared")

    func recipe(_ name: String, ingredients: [String] = ["1 egg"]) -> Recipe {
        var recipe = Recipe(name: name)
        recipe.ingredients = ingredients.map(Ingredient.init(line:))
        recipe.steps = [MethodStep("Cook \(name).")]
        return recipe
    }

    /// A recipe whose identity comes from `generator`, so that a seed plays
    /// the same history in every process (the tests pick recipes in their
    /// identities' order).
    func recipe(_ name: String, ingredients: [String] = ["1 egg"], using generator: inout SeededGenerator) -> Recipe {
        var made = recipe(name, ingredients: ingredients)
        let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        made.id = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                              bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        return made
    }

    /// Both folders hold the same files, both stores agree with them, and
    /// another round on each side and of the sync tool changes nothing.
    func expectConverged(_ a: SharingMachine, _ b: SharingMachine, _ tool: inout SyncToolStandIn,
                         _ generator: inout SeededGenerator, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(a.cards() == b.cards(), "both folders hold the same cards", sourceLocation: sourceLocation)
        for machine in [a, b] {
            let differences = try machine.folderSync.check()
            #expect(differences.isEmpty, "\(machine.name): \(differences)", sourceLocation: sourceLocation)
        }
        #expect(Set(try a.store.summaries().map(\.id)) == Set(try b.store.summaries().map(\.id)), sourceLocation: sourceLocation)
        for machine in [a, b] {
            let report = try machine.folderSync.reconcile()
            #expect(report.written == 0 && report.imported.isEmpty && report.removed == 0 && report.trashed.isEmpty && report.conflicts.isEmpty,
                    "a second sync on \(machine.name) writes nothing: \(report)", sourceLocation: sourceLocation)
        }
        #expect(tool.exchange(using: &generator) == 0, "the sync tool has nothing to carry", sourceLocation: sourceLocation)
    }

    /// Machines A and B sharing a folder: A holds `recipes`, and B has taken in their cards.
    func twoMachines(startingWith recipes: [Recipe]) throws -> (SharingMachine, SharingMachine, SyncToolStandIn) {
        var generator = SeededGenerator(seed: 0)
        let a = try SharingMachine("A", in: directory), b = try SharingMachine("B", in: directory)
        var tool = SyncToolStandIn(a.folder, b.folder)
        for recipe in recipes { try a.store.save(recipe) }
        try a.changed()
        tool.settle(using: &generator)
        try b.folderSync.reconcile()
        return (a, b, tool)
    }

    @Test("a machine joining the folder gets every recipe with its identity, home store and dates; nothing is written back")
    func join() throws {
        var generator = SeededGenerator(seed: 1)
        let a = try SharingMachine("A", in: directory), b = try SharingMachine("B", in: directory)
        var tool = SyncToolStandIn(a.folder, b.folder)
        var withPhoto = SampleRecipe.bourguignon(withPhoto: true)
        withPhoto.name = "Bœuf"
        for recipe in [recipe("Toast"), recipe("Porridge"), withPhoto] { try a.store.save(recipe) }
        try a.changed()
        tool.settle(using: &generator)
        let report = try b.folderSync.reconcile()
        #expect(report.imported.count == 3 && report.written == 0, "\(report)")
        for summary in try a.store.summaries() {
            let mine = try #require(try a.store.recipe(id: summary.id))
            let theirs = try #require(try b.store.recipe(id: summary.id), "\(summary.name) reached B under its identity")
            #expect(theirs.homeStoreID == a.store.storeID)
            #expect(b.store.objectURI(for: theirs) == a.store.objectURI(for: mine))
            #expect(theirs.created == mine.created && theirs.modified == mine.modified)
        }
        try expectConverged(a, b, &tool, &generator)
    }

    @Test("a rename on one machine follows on the other, whichever file the sync tool delivers first", arguments: [true, false])
    func renameFollows(newFileFirst: Bool) throws {
        var toast = recipe("Toast")
        let (a, b, shared) = try twoMachines(startingWith: [toast])
        var (tool, generator) = (shared, SeededGenerator(seed: 2))
        toast = try #require(try a.store.recipe(id: toast.id))
        toast.name = "French toast"
        try a.store.save(toast)
        try a.changed()
        let newCard = try #require(FileManager.default.contents(atPath: a.path("French toast.recipe.md")))
        if newFileFirst {
            SyncToolStandIn.write([UInt8](newCard), to: b.path("French toast.recipe.md"), time: nil)
            let between = try b.folderSync.reconcile()
            #expect(between.imported.isEmpty && between.trashed.isEmpty, "the old card is still there: the new one waits, listed as a conflict")
            unlink(b.path("Toast.recipe.md"))
        } else {
            unlink(b.path("Toast.recipe.md"))
            #expect(try b.folderSync.reconcile().trashed == ["Toast"], "alone, a removed card is a deletion")
            SyncToolStandIn.write([UInt8](newCard), to: b.path("French toast.recipe.md"), time: nil)
        }
        let report = try b.folderSync.reconcile()
        #expect(report.imported == ["French toast.recipe.md"], "\(report)")
        #expect(report.restored == (newFileFirst ? [] : ["French toast"]))
        #expect(try b.store.recipe(id: toast.id)?.name == "French toast")
        #expect(try b.store.trash().isEmpty)
        try expectConverged(a, b, &tool, &generator)
    }

    @Test("an edit of a card on one machine reaches the other machine's store; both write the same card")
    func editTravels() throws {
        let toast = recipe("Toast")
        let (a, b, shared) = try twoMachines(startingWith: [toast])
        var (tool, generator) = (shared, SeededGenerator(seed: 3))
        // Edited in a text editor on B, carried to A before B's Larder ran.
        let text = try String(contentsOfFile: b.path("Toast.recipe.md"), encoding: .utf8)
        try text.replacingOccurrences(of: "- 1 egg", with: "- 2 eggs").write(toFile: b.path("Toast.recipe.md"), atomically: true, encoding: .utf8)
        tool.settle(using: &generator)
        #expect(try a.folderSync.reconcile().imported == ["Toast.recipe.md"])
        #expect(try b.folderSync.reconcile().imported == ["Toast.recipe.md"])
        #expect(a.cards() == b.cards(), "both dated the edit by the file's time, so both wrote the same card")
        #expect(try a.store.recipe(id: toast.id)?.ingredients.map(\.line) == ["2 eggs"])
        #expect(try b.store.recipe(id: toast.id)?.modified == a.store.recipe(id: toast.id)?.modified)
        try expectConverged(a, b, &tool, &generator)
    }

    @Test("a card arriving under another name that differs from the store's only by an older date: the store's card, under the recipe's name")
    func olderArrival() throws {
        let toast = recipe("Toast")
        let (_, b, _) = try twoMachines(startingWith: [toast])
        let original = try #require(FileManager.default.contents(atPath: b.path("Toast.recipe.md")))
        // Changed and changed back on B: the same content, a later date.
        for notes in ["Crusty.", ""] {
            var changed = try #require(try b.store.recipe(id: toast.id))
            changed.notes = notes
            try b.store.save(changed)
            try b.changed()
        }
        unlink(b.path("Toast.recipe.md"))
        SyncToolStandIn.write([UInt8](original), to: b.path("Moved.recipe.md"), time: nil)
        let report = try b.folderSync.reconcile()
        #expect(report.conflicts.isEmpty && report.trashed.isEmpty, "\(report)")
        #expect(try b.folderSync.check().isEmpty)
        #expect(b.cards().keys.sorted() == ["Toast.recipe.md"])
        #expect(b.cards()["Toast.recipe.md"] != String(decoding: original, as: UTF8.self), "the store's later date, not the arrival's")
    }

    @Test("the same recipe changed on both machines gives a conflict copy on both; nothing is lost, and resolving it converges")
    func concurrentEdits() throws {
        let toast = recipe("Toast")
        let (a, b, shared) = try twoMachines(startingWith: [toast])
        var (tool, generator) = (shared, SeededGenerator(seed: 4))
        for (machine, line) in [(a, "butter"), (b, "jam")] {
            var changed = try #require(try machine.store.recipe(id: toast.id))
            changed.ingredients.append(Ingredient(line: line))
            try machine.store.save(changed)
            try machine.changed()
        }
        tool.settle(using: &generator)
        try a.folderSync.reconcile()
        try b.folderSync.reconcile()
        tool.settle(using: &generator)
        let everything = a.cards().values.joined() + (try a.store.recipe(id: toast.id)).map { $0.ingredients.map(\.line).joined() }!
        #expect(everything.contains("butter") && everything.contains("jam"), "neither edit is lost")
        let differences = try a.folderSync.check()
        let conflicts = differences.filter { $0.kind == .conflict }
        #expect(conflicts.count == 1, "\(differences)")
        #expect(try b.folderSync.check().filter { $0.kind == .conflict }.map(\.fileName) == conflicts.map(\.fileName))
        try a.folderSync.resolve(try #require(conflicts.first).fileName, keeping: .card)
        try settle(a, b, &tool, &generator)
        // Depending on which version the sync tool kept, B may still hold its own; settled there too.
        try settleConflicts(a, b, &tool, &generator)
        try expectConverged(a, b, &tool, &generator)
    }

    @Test("a conflict copy that reaches a machine before the card it sits beside is kept there, so the edit it holds is not lost")
    func conflictCopyArrivingFirst() throws {
        var generator = SeededGenerator(seed: 6)
        let a = try SharingMachine("A", in: directory), b = try SharingMachine("B", in: directory)
        var tool = SyncToolStandIn(a.folder, b.folder)
        let toast = recipe("Toast")
        try b.store.save(toast)
        try b.changed()
        // B's card is edited by hand, and the edit reaches A's folder; A has not synced yet.
        let text = try String(contentsOfFile: b.path("Toast.recipe.md"), encoding: .utf8)
        try text.replacingOccurrences(of: "\n- 1 egg\n", with: "\n- 1 egg\n- hand edit\n").write(toFile: b.path("Toast.recipe.md"), atomically: true, encoding: .utf8)
        tool.settle(using: &generator)
        // B's store changes before B takes the edit in: the edit becomes a conflict copy.
        var changed = try #require(try b.store.recipe(id: toast.id))
        changed.ingredients.append(Ingredient(line: "store edit"))
        try b.store.save(changed)
        try b.changed()
        let copyName = try #require(b.cards().keys.first { $0.contains("(conflict ") }, "\(b.cards().keys)")
        // The tool carries the conflict copy first; A takes the recipe in from its two cards,
        // then gets B's card, an edit of a recipe A's store has not changed since.
        #expect(tool.exchange(only: [copyName], using: &generator) == 1)
        try a.folderSync.reconcile()
        tool.settle(using: &generator)
        try a.folderSync.reconcile()
        try b.folderSync.reconcile()
        tool.settle(using: &generator)
        for machine in [a, b] {
            let kept = try machine.store.recipe(id: toast.id).map { $0.ingredients.map(\.line) } ?? []
            #expect(kept.contains("hand edit") || machine.cards().values.contains { $0.contains("- hand edit\n") },
                    "\(machine.name): the hand edit is neither in the recipe nor in a card: \(machine.cards().keys.sorted())")
        }
        try settleConflicts(a, b, &tool, &generator)
        try expectConverged(a, b, &tool, &generator)
    }

    @Test("a card moved on one machine that reaches the other before its old name has gone there: both names stay until it has, and the recipe is not lost",
          arguments: [false, true])
    func movedCardBesideItsOldName(knownToB: Bool) throws {
        var generator = SeededGenerator(seed: 7)
        let a = try SharingMachine("A", in: directory), b = try SharingMachine("B", in: directory)
        var tool = SyncToolStandIn(a.folder, b.folder)
        var dish = recipe(knownToB ? "Porridge" : "Toast")
        try a.store.save(dish)
        try a.changed()
        tool.settle(using: &generator)
        if knownToB {
            // B has the recipe; A renames it, and the renamed card reaches B.
            try b.folderSync.reconcile()
            dish = try #require(try a.store.recipe(id: dish.id))
            dish.name = "Toast"
            try a.store.save(dish)
            try a.changed()
            tool.settle(using: &generator)
        }
        // On A the card is moved (renamed in the file manager); the tool
        // carries the new name to B, and not yet the old name's removal.
        rename(a.path("Toast.recipe.md"), a.path("Moved.recipe.md"))
        #expect(tool.exchange(only: ["Moved.recipe.md"], using: &generator) == 1)
        try b.folderSync.reconcile()
        #expect(b.cards().keys.sorted() == ["Moved.recipe.md", "Toast.recipe.md"],
                "B cannot tell which name is the live one: removing either could remove the card everywhere")
        tool.settle(using: &generator)
        try settle(a, b, &tool, &generator)
        for machine in [a, b] {
            #expect(try machine.store.recipe(id: dish.id)?.name == "Toast", "\(machine.name) still has the recipe")
            #expect(try machine.store.trash().isEmpty, "\(machine.name): nothing trashed")
            #expect(machine.cards().keys.sorted() == ["Toast.recipe.md"], "\(machine.name): the card under its recipe's name")
        }
        try expectConverged(a, b, &tool, &generator)
    }

    @Test("random edits, renames, deletions and new cards on two machines, delivered in any order, converge with nothing lost",
          arguments: SharedFolderTests.seeds)
    func randomSharing(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let a = try SharingMachine("A", in: directory), b = try SharingMachine("B", in: directory)
        var tool = SyncToolStandIn(a.folder, b.folder)
        for number in 1...8 { try a.store.save(recipe("Recipe \(number)", using: &generator)) }
        try a.changed()
        tool.settle(using: &generator)
        try b.folderSync.reconcile()
        // Each edit writes a unique marker; every marker not deliberately deleted must survive.
        var markers: Set<String> = []
        // What happened, told when a marker is lost. The seed decides the
        // choices, the recipes' identities and the tool's order, but not the
        // stores' identities nor the clock (which orders cards by date, and
        // names conflict copies): a failure may not replay exactly.
        var history: [String] = []
        for step in 1...60 {
            let machine = Bool.random(using: &generator) ? a : b
            let marker = "mark-\(seed)-\(step)"
            // Cards Larder wrote (a hand-written card changed again before every
            // machine took it in would become one recipe per version).
            let cardNames = machine.cards().filter { $0.key.hasSuffix(".recipe.md") && $0.value.contains("\nuri: ") }.keys.sorted()
            let ids = try machine.store.summaries().map(\.id).sorted { $0.uuidString < $1.uuidString }
            let operation = Int.random(in: 0..<8, using: &generator)
            history.append("step \(step), \(machine.name): " + ["store edit", "rename", "new recipe", "delete", "card edit",
                                                             "card removed", "hand-written card", "card moved"][operation])
            switch operation {
            case 0 where !ids.isEmpty:
                var changed = try #require(try machine.store.recipe(id: ids.randomElement(using: &generator)!))
                history.append("  \(changed.name) gets \(marker)")
                changed.ingredients.append(Ingredient(line: marker))
                try machine.store.save(changed)
                try machine.changed()
                markers.insert(marker)
            case 1 where !ids.isEmpty:
                var renamed = try #require(try machine.store.recipe(id: ids.randomElement(using: &generator)!))
                history.append("  \(renamed.name) becomes Renamed \(step)")
                renamed.name = "Renamed \(step)"
                try machine.store.save(renamed)
                try machine.changed()
            case 2:
                try machine.store.save(recipe("New \(step)", ingredients: [marker], using: &generator))
                try machine.changed()
                markers.insert(marker)
            case 3 where !ids.isEmpty:
                let id = ids.randomElement(using: &generator)!
                let deleted = try #require(try machine.store.recipe(id: id))
                history.append("  \(deleted.name)")
                markers = markers.filter { marker in !deleted.ingredients.contains { $0.line == marker } }
                try machine.store.deleteRecipes(ids: [id])
                try machine.changed()
            case 4 where !cardNames.isEmpty:
                let name = cardNames.randomElement(using: &generator)!
                history.append("  \(name) gets \(marker)")
                let text = try String(contentsOfFile: machine.path(name), encoding: .utf8)
                guard let range = text.range(of: "\n- ") else { continue }
                try text.replacingCharacters(in: range, with: "\n- \(marker)\n- ").write(toFile: machine.path(name), atomically: true, encoding: .utf8)
                markers.insert(marker)
            case 5 where !cardNames.isEmpty:
                let name = cardNames.randomElement(using: &generator)!
                let text = try String(contentsOfFile: machine.path(name), encoding: .utf8)
                history.append("  \(name), with \(markers.filter { text.contains("- \($0)\n") }.sorted())")
                markers = markers.filter { !text.contains("- \($0)\n") }
                unlink(machine.path(name))
            case 6:
                let text = "---\nlarder-card: 1\ntitle: Hand \(step)\n---\n\n# Hand \(step)\n\n## Ingredients\n\n- \(marker)\n"
                try text.write(toFile: machine.path("hand \(step).recipe.md"), atomically: true, encoding: .utf8)
                markers.insert(marker)
            case 7 where !cardNames.isEmpty:
                let name = cardNames.randomElement(using: &generator)!
                history.append("  \(name)")
                rename(machine.path(name), machine.path("Moved \(step).recipe.md"))
            default:
                continue
            }
            // Larder runs on either side now and then; the sync tool carries a few files at a time.
            for machine in [a, b] where Bool.random(using: &generator) {
                history.append("  \(machine.name) syncs: \((try machine.folderSync.reconcile()).account)")
            }
            tool.exchange(limit: Int.random(in: 0...3, using: &generator), using: &generator)
            history += tool.lastCarried.map { "  tool: \($0)" }
        }
        try settle(a, b, &tool, &generator)
        // Nothing lost: each marker is in a recipe, or in a conflict copy beside it.
        let kept = try a.store.summaries().compactMap { try a.store.recipe(id: $0.id) }.flatMap { $0.ingredients.map(\.line) }
        let inFiles = a.cards().values.joined()
        for marker in markers.sorted() {
            #expect(kept.contains(marker) || inFiles.contains("- \(marker)\n"),
                    "seed \(seed): \(marker) was lost. What happened:\n\(history.joined(separator: "\n"))")
        }
        try settleConflicts(a, b, &tool, &generator)
        try expectConverged(a, b, &tool, &generator)
    }

    /// The histories played: seeds 1 to 12; LARDER_SHARING_SEEDS=N plays 1 to
    /// N (a longer soak, when a change touches how cards are synced), and
    /// FIRST-LAST those (one seed to replay).
    static let seeds: [UInt64] = {
        guard let text = ProcessInfo.processInfo.environment["LARDER_SHARING_SEEDS"] else { return Array(1...12) }
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map { UInt64($0) }
        if bounds.count == 1, let last = bounds[0], (1...1_000_000).contains(last) { return Array(1...last) }
        if bounds.count == 2, let first = bounds[0], let last = bounds[1], first <= last, last - first < 1_000_000 {
            return Array(first...last)
        }
        preconditionFailure("LARDER_SHARING_SEEDS is N (1 to 1,000,000: seeds 1 to N) or FIRST-LAST, not “\(text)”")
    }()

    /// Settles every conflict (the store's version) and repairs what
    /// `larder export --check` lists (exact copies removed, missing cards
    /// written), as a user would on each machine, in turn, until neither
    /// has anything to do. A machine whose store diverged raises its
    /// conflict again until it is settled there too; a repair can raise one
    /// on the other machine (a recipe kept where every card vanished at
    /// once, the folder looking emptied, gets its card back).
    func settleConflicts(_ a: SharingMachine, _ b: SharingMachine, _ tool: inout SyncToolStandIn,
                         _ generator: inout SeededGenerator) throws {
        for _ in 0..<6 {
            var changedAny = false
            for machine in [a, b] {
                for conflict in try machine.folderSync.check().filter({ $0.kind == .conflict }) {
                    try machine.folderSync.resolve(conflict.fileName, keeping: .store)
                    changedAny = true
                }
                let repair = try machine.folderSync.repair()
                changedAny = changedAny || repair.written + repair.removed > 0 || !repair.imported.isEmpty
                try settle(a, b, &tool, &generator)
            }
            if !changedAny { return }
        }
        // Still changing after six rounds: the convergence check that follows says what is left.
    }

    /// Both sides sync and the tool carries everything, until nothing moves.
    func settle(_ a: SharingMachine, _ b: SharingMachine, _ tool: inout SyncToolStandIn, _ generator: inout SeededGenerator) throws {
        for _ in 0..<12 {
            let first = try a.folderSync.reconcile(), second = try b.folderSync.reconcile()
            let carried = tool.exchange(using: &generator)
            if carried == 0, first.written + second.written + first.imported.count + second.imported.count == 0 { return }
        }
        Issue.record("the two folders did not settle in 12 rounds")
    }
}
