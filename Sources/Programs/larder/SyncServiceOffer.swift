import LarderStore
import LarderCardFolder
import LarderLocalization

/// After `larder export --cards` set up the folder: offers the background
/// sync service (larder-sync.service), or enables it, watching this store,
/// when asked to.
enum SyncServiceOffer {
    static func afterCardsSetUp(store: RecipeStore, enabling: Bool) {
        let command = SyncService.enableCommand.joined(separator: " ")
        guard SyncService.installedUnit() != nil else {
            if enabling {
                // TRANSLATORS: %@ is the systemd unit's name, larder-sync.service.
                Output.error(tr("%@ is not installed (`make install` puts it in place); run `larder sync --watch` to keep the cards in step", SyncService.unitName))
            }
            return
        }
        if enabling {
            do {
                try SyncService.pointAt(store: store.path)
            } catch {
                // TRANSLATORS: %1$@ is the systemd unit's name, %2$@ the store's path, %3$@ the drop-in file's path, %4$@ the reason.
                Output.error(tr("could not point %@ at %@ (%@): %@", SyncService.unitName, store.path, SyncService.storeDropIn(), error.localizedDescription))
                return
            }
            if SyncService.enable() == 0 {
                // TRANSLATORS: %1$@ is the systemd unit's name, %2$@ the store's path.
                Output.note(tr("Enabled %@: the cards and the store %@ stay in step in the background.", SyncService.unitName, store.path))
            } else {
                // TRANSLATORS: %1$@ is the systemd unit's name, %2$@ a command line.
                Output.error(tr("could not enable %@; run `%@` yourself", SyncService.unitName, command))
            }
        } else if !SyncService.isEnabled() {
            // TRANSLATORS: %@ is a command line (systemctl …).
            Output.note(tr("To keep the cards and the store in step in the background (an edited card reaches the store within a second), run:\n  larder export --cards --watch-in-background\n(which runs `%@`, and points the service at this store when it is not the default one).", command))
        }
    }
}
