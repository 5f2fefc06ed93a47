import LarderStore
import LarderCardFolder

/// After `larder export --cards` set up the folder: offers the background
/// sync service (larder-sync.service), or enables it, watching this store,
/// when asked to.
enum SyncServiceOffer {
    static func afterCardsSetUp(store: RecipeStore, enabling: Bool) {
        let command = SyncService.enableCommand.joined(separator: " ")
        guard SyncService.installedUnit() != nil else {
            if enabling {
                Output.error("\(SyncService.unitName) is not installed (`make install` puts it in place); run `larder sync --watch` to keep the cards in step")
            }
            return
        }
        if enabling {
            do {
                try SyncService.pointAt(store: store.path)
            } catch {
                Output.error("could not point \(SyncService.unitName) at \(store.path) (\(SyncService.storeDropIn())): \(error.localizedDescription)")
                return
            }
            if SyncService.enable() == 0 {
                Output.note("Enabled \(SyncService.unitName): the cards and the store \(store.path) stay in step in the background.")
            } else {
                Output.error("could not enable \(SyncService.unitName); run `\(command)` yourself")
            }
        } else if !SyncService.isEnabled() {
            Output.note("To keep the cards and the store in step in the background (an edited card reaches the store within a second), run:\n  larder export --cards --watch-in-background\n(which runs `\(command)`, and points the service at this store when it is not the default one).")
        }
    }
}
