import LarderSync

/// After `larder export --cards` set up the folder: offers the background
/// sync service (larder-sync.service), or enables it when asked to.
enum SyncServiceOffer {
    static func afterCardsSetUp(enabling: Bool) {
        let command = SyncService.enableCommand.joined(separator: " ")
        guard SyncService.installedUnit() != nil else {
            if enabling {
                Output.error("\(SyncService.unitName) is not installed (`make install` puts it in place); run `larder sync --watch` to keep the cards in step")
            }
            return
        }
        if enabling {
            if SyncService.enable() == 0 {
                Output.note("Enabled \(SyncService.unitName): the cards and the store stay in step in the background.")
            } else {
                Output.error("could not enable \(SyncService.unitName); run `\(command)` yourself")
            }
        } else if !SyncService.isEnabled() {
            Output.note("To keep the cards and the store in step in the background (an edited card reaches the store within a second), run:\n  \(command)\n(or `larder export --cards --watch-in-background`).")
        }
    }
}
