import Foundation
import LarderStore
import LarderTestSupport
@testable import LarderCardFolder

/// One machine of several sharing a card folder through a sync tool: its
/// own store, its own copy of the folder, its own card folder sync.
struct SharingMachine {
    let name: String
    let store: RecipeStore
    let folder: String
    let folderSync: CardFolderSync

    init(_ name: String, in directory: TemporaryDirectory) throws {
        self.name = name
        store = try RecipeStore(path: directory.file("\(name).sqlite"))
        folder = directory.file("\(name)-Recipes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try store.setCardFolder(folder)
        folderSync = CardFolderSync(store: store, folder: folder)
        folderSync.syncsToDisk = false
    }

    /// What every larder command does after a change: the journal path.
    func changed() throws {
        try folderSync.sync()
    }

    /// The visible card files and their text.
    func cards() -> [String: String] {
        SyncToolStandIn.contents(folder).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    func path(_ name: String) -> String { folder + "/" + name }
}
