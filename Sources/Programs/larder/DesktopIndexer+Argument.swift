import ArgumentParser
import LarderCardFolder

/// `--indexer tracker|baloo`.
extension DesktopIndexer: NamedValueArgument {}
