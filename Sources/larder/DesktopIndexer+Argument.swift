import ArgumentParser
import LarderSync

/// `--indexer tracker|baloo`.
extension DesktopIndexer: NamedValueArgument {}
