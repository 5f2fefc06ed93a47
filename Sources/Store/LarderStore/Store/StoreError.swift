import Foundation
import LarderLocalization

/// What went wrong with a store, said so that a user knows what to do.
public struct StoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The kinds of failure; new ones may be added.
    public enum Code: Sendable, Equatable {
        /// The file exists but is not a SQLite database, or not a Larder store.
        case notAStore
        /// A newer Larder made or upgraded this store; this one must not touch it.
        case newerSchema
        /// Opened read-only, the store needs an upgrade that only a writer can do.
        case needsUpgrade
        /// The file or its folder cannot be created, read or written.
        case access
        /// A recipe failed a check (empty name, rating out of range, ...).
        case invalidRecipe
        /// An SQLite error, with its message.
        case database
        /// The recipe changed (or was deleted) after it was read for an edit.
        case changedMeanwhile
    }

    /// The kind of failure.
    public var code: Code
    /// What went wrong, in words for the user; without the path.
    public var message: String
    /// The store's path, when the error is about a store file.
    public var path: String?

    /// An error of kind `code` with `message`, about the store at `path` if given.
    public init(_ code: Code, _ message: String, path: String? = nil) {
        self.code = code
        self.message = message
        self.path = path
    }

    /// The message, followed by the store's path when known.
    public var description: String {
        // TRANSLATORS: the first %@ is what went wrong, the second the store's file path.
        if let path { return tr("%@ (store: %@)", message, path) }
        return message
    }
}
