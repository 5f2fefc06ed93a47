import Foundation
import LarderLocalization
import LarderModel
import LarderStore
import LarderInterchange
import LarderWeb

/// Feeds recipes to the store in batches (a transaction per batch, a savepoint
/// per recipe), however they are spread over files, and reports each file
/// once all its recipes are saved, in the order the files were read.
public final class ImportSession {
    /// Recipes per transaction.
    public static let batchSize = 1000
    /// Photo bytes that close a batch early, to bound memory.
    public static let batchPhotoBytes = 64 << 20

    private let store: RecipeStore
    private let onFileDone: (ImportReport.FileLine) -> Void
    /// Files read whose report is not printed yet, oldest first.
    private var openFiles: [ImportReport.FileLine] = []
    private var openFilesDone: [Bool] = []
    /// Position of `openFiles[0]` in the whole session.
    private var firstOpenFile = 0
    private var pending: [(file: Int, slot: Int, recipe: ImportedRecipe)] = []
    private var pendingPhotoBytes = 0

    /// A session saving into `store`; `onFileDone` gets each file's line once all its recipes are saved.
    public init(store: RecipeStore, onFileDone: @escaping (ImportReport.FileLine) -> Void) {
        self.store = store
        self.onFileDone = onFileDone
    }

    /// Adds one file's outcome: a whole-file failure, or its recipes.
    public func add(path: String, _ result: Result<RecipeDocument, ImportError>) {
        let file = firstOpenFile + openFiles.count
        switch result {
        case .failure(let error):
            openFiles.append(.init(path: path, error: error.message, format: nil, recipes: []))
            openFilesDone.append(true)
        case .success(let document):
            openFiles.append(.init(path: path, error: nil, format: document.format, recipes: []))
            openFilesDone.append(false)
            // Nameless Recipes beside a named one (a page's teasers) are skipped, not failed.
            var nameless = NamelessRecipes()
            for recipeResult in document.recipes {
                nameless.pass(recipeResult).forEach { add($0, toFile: file) }
            }
            nameless.finish().forEach { add($0, toFile: file) }
            openFiles[file - firstOpenFile].skipped = nameless.skipped
            openFilesDone[file - firstOpenFile] = true
        }
        if pending.isEmpty { reportFinishedFiles() }
    }

    /// Adds one recipe of open file `file`: a failure, or a recipe to save.
    private func add(_ result: Result<ImportedRecipe, ImportError>, toFile file: Int) {
        let slot = openFiles[file - firstOpenFile].recipes.count
        switch result {
        case .failure(let error):
            openFiles[file - firstOpenFile].recipes.append(.init(name: nil, id: nil, status: .failed, error: error.message, warnings: []))
        case .success(let imported):
            openFiles[file - firstOpenFile].recipes.append(.init(name: imported.recipe.name, id: nil, status: .failed, error: tr("not saved"), warnings: imported.warnings))
            pending.append((file, slot, imported))
            pendingPhotoBytes += imported.recipe.photo?.data.count ?? 0
            if pending.count >= Self.batchSize || pendingPhotoBytes >= Self.batchPhotoBytes { flush() }
        }
    }

    /// Reads one source with `reader` and adds its outcome; photos the
    /// recipes name by web address are fetched with `web`, and a page's
    /// address is fetched with it.
    public func read(_ source: ImportSources.Source, with reader: RecipeFileReader, web: WebImport = .offline) {
        switch source {
        case .missing(let path):
            add(path: path, .failure(ImportError(.unreadable, tr("no such file or folder (or no permission to read it)"))))
        case .refused(let path, let reason):
            add(path: path, .failure(ImportError(.unreadable, reason)))
        case .standardInput:
            let data = FileHandle.standardInput.readDataToEndOfFile()
            let read = reader.read(data: data, kind: .init(sniffingData: data), baseDirectory: FileManager.default.currentDirectoryPath)
            add(path: "(stdin)", read.map(web.fetchingPhotos))
        case .file(let path):
            add(path: path, reader.read(path: path).map(web.fetchingPhotos))
        case .web:
            read([source], with: reader, web: web) { _ in }
        }
    }

    /// Reads every source in order, as ``read(_:with:web:)`` does, with the
    /// web pages among them fetched ahead, a few at a time (``PagePrefetcher``);
    /// `onSourceDone` is told each source's position once it is read.
    public func read(_ sources: [ImportSources.Source], with reader: RecipeFileReader, web: WebImport,
                     onSourceDone: (Int) -> Void) {
        let prefetcher = PagePrefetcher(sources, web: web)
        for (index, source) in sources.enumerated() {
            if case .web = source {
                let (address, result) = prefetcher.page(at: index)
                add(path: address, result)
            } else {
                read(source, with: reader, web: web)
            }
            onSourceDone(index)
        }
    }

    /// Saves what is pending and reports every file that is complete.
    public func finish() {
        flush()
        reportFinishedFiles()
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        let outcomes = store.saveAll(pending.map(\.recipe.recipe), matching: .byIDOrOrigin, batchSize: Self.batchSize)
        for (entry, outcome) in zip(pending, outcomes) {
            var line = openFiles[entry.file - firstOpenFile].recipes[entry.slot]
            switch outcome {
            case .failure(let error):
                line.error = error.message
            case .success(let saved):
                line.error = nil
                line.id = saved.recipeID.uuidString.lowercased()
                switch saved {
                case .inserted: line.status = .imported
                case .updated: line.status = .updated
                case .unchanged: line.status = .unchanged
                }
            }
            openFiles[entry.file - firstOpenFile].recipes[entry.slot] = line
        }
        pending.removeAll(keepingCapacity: true)
        pendingPhotoBytes = 0
        reportFinishedFiles()
    }

    /// Reports files in order, up to the first one still being read or saved.
    private func reportFinishedFiles() {
        let waiting = Set(pending.map(\.file))
        while let first = openFiles.first, openFilesDone[0], !waiting.contains(firstOpenFile) {
            onFileDone(first)
            openFiles.removeFirst()
            openFilesDone.removeFirst()
            firstOpenFile += 1
        }
    }
}
