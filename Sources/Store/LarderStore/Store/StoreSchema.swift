import Foundation
import GRDB
import LarderModel

/// The store's versioned schema. Each released version is one migration,
/// never edited once released; `Tests/LarderStoreTests/Fixtures` keeps a store
/// made by each version and a test opens it with the current code.
package enum StoreSchema {
    /// The newest schema version this code writes.
    package static let currentVersion = 7

    /// The index of cooked recipes alone (schema v7), which search reads for
    /// its tie-break instead of each candidate's row.
    static let cookedIndex = "recipe_by_cooked"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createVersion1)
        migrator.registerMigration("v2", migrate: addCardExport)
        migrator.registerMigration("v3", migrate: addTrash)
        migrator.registerMigration("v4", migrate: addHomeStore)
        migrator.registerMigration("v5", migrate: widenPrefixIndex)
        migrator.registerMigration("v6", migrate: addIngredientGroups)
        migrator.registerMigration("v7", migrate: searchWithoutRecipeRows)
        return migrator
    }

    /// Version 7: search reads no recipe row to choose its results. The name
    /// index keeps prefixes of 4, 5 and 6 characters too, as the index of
    /// every field does since v5: a word being typed in a name ("toma", or
    /// "tomato basil" whose whole words seldom meet in names) was a merge of
    /// every match of every word it starts. And a small index of the cooked
    /// recipes, from which equal scores are ordered (most recently cooked
    /// first) without reading each candidate's row.
    private static func searchWithoutRecipeRows(_ db: Database) throws {
        try db.execute(sql: """
            CREATE VIRTUAL TABLE recipe_name_search_v7 USING fts5(
                name, cjk,
                tokenize = 'unicode61 remove_diacritics 2',
                prefix = '2 3 4 5 6'
            );
            INSERT INTO recipe_name_search_v7 (rowid, name, cjk) SELECT rowid, name, cjk FROM recipe_name_search;
            DROP TABLE recipe_name_search;
            ALTER TABLE recipe_name_search_v7 RENAME TO recipe_name_search;
            CREATE INDEX recipe_by_cooked ON recipe(id, last_cooked) WHERE last_cooked IS NOT NULL;
            """)
    }

    /// Version 6: ingredient groups. Each ingredient line may belong to a
    /// group ("For the sauce"), as method steps belong to sections; lines of
    /// one group are consecutive and share its heading (NULL: no group).
    private static func addIngredientGroups(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE ingredient ADD COLUMN group_name TEXT")
    }

    /// Version 5: the full-text index of every field also indexes prefixes of
    /// 4, 5 and 6 characters. Without them, a prefix longer than 3 (a word
    /// being typed: "minut") merges every match of every word it starts,
    /// 4 ms at 100,000 recipes when the word is in all of them, before the
    /// newest are taken; with them it is read newest first like a word.
    /// Costs about half as much index again. The name index is small enough.
    private static func widenPrefixIndex(_ db: Database) throws {
        try db.execute(sql: """
            CREATE VIRTUAL TABLE recipe_search_v5 USING fts5(
                name, summary, ingredients, method, tags, category, notes, cjk,
                tokenize = 'unicode61 remove_diacritics 2',
                prefix = '2 3 4 5 6'
            );
            INSERT INTO recipe_search_v5 (rowid, name, summary, ingredients, method, tags, category, notes, cjk)
                SELECT rowid, name, summary, ingredients, method, tags, category, notes, cjk FROM recipe_search;
            DROP TABLE recipe_search;
            ALTER TABLE recipe_search_v5 RENAME TO recipe_search;
            """)
    }

    /// Version 4: a recipe's home store, the store that created it, when that
    /// is another one (NULL: this store). A recipe that arrives as another
    /// machine's card keeps the URI that machine gave it, so both machines
    /// write the same card and a shared card folder does not bounce. And for
    /// a card whose content was taken into the store, the digest of the card
    /// Larder writes for it (NULL: the file's own digest), so that an edit
    /// saved again before that card is written is taken in too, not kept as
    /// a conflict.
    private static func addHomeStore(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE recipe ADD COLUMN home_store TEXT;
            ALTER TABLE card_file ADD COLUMN store_digest TEXT;
            """)
    }

    /// Version 3: the trash. A deleted recipe is kept whole (its JSON, photo
    /// included) for ``RecipeStore/trashDays`` days, so that no deletion (a
    /// card removed by a sync tool, a mistaken `larder rm`) loses a recipe.
    private static func addTrash(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE trash (
                recipe_uuid TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                reason TEXT NOT NULL,
                deleted_at INTEGER NOT NULL,
                recipe BLOB NOT NULL
            );
            CREATE INDEX trash_by_date ON trash(deleted_at);
            """)
    }

    /// Version 2: where the recipe cards are written, which file holds which
    /// recipe's card (so that renames and deletions reach the right file and no
    /// file Larder did not write is ever touched), and the cards' small photos.
    private static func addCardExport(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE card_folder (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                path TEXT NOT NULL,
                created INTEGER NOT NULL
            );
            CREATE TABLE card_file (
                recipe_uuid TEXT PRIMARY KEY NOT NULL,
                file_name TEXT NOT NULL UNIQUE,
                digest TEXT NOT NULL,
                written_at INTEGER NOT NULL
            );
            -- The downscaled photo of each card, made once per photo: decoding
            -- and scaling costs far more than writing the card.
            CREATE TABLE card_photo (
                recipe_id INTEGER PRIMARY KEY REFERENCES recipe(id) ON DELETE CASCADE,
                source_digest TEXT NOT NULL,
                media_type TEXT NOT NULL,
                width INTEGER NOT NULL,
                height INTEGER NOT NULL,
                data BLOB NOT NULL
            );
            """)
    }

    private static func createVersion1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE store_info (
                key TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            );
            CREATE TABLE recipe (
                id INTEGER PRIMARY KEY,
                uuid TEXT NOT NULL UNIQUE,
                name TEXT NOT NULL CHECK (name <> ''),
                summary TEXT NOT NULL DEFAULT '',
                yield_text TEXT,
                servings INTEGER,
                category TEXT,
                cuisine TEXT,
                prep_minutes INTEGER,
                cook_minutes INTEGER,
                total_minutes INTEGER,
                notes TEXT NOT NULL DEFAULT '',
                source_url TEXT,
                author TEXT,
                language TEXT,
                rating REAL CHECK (rating IS NULL OR (rating >= 0 AND rating <= 5)),
                last_cooked INTEGER,
                created INTEGER NOT NULL,
                modified INTEGER NOT NULL,
                external_id TEXT
            );
            CREATE INDEX recipe_by_name ON recipe(name COLLATE NOCASE);
            CREATE INDEX recipe_by_source_url ON recipe(source_url) WHERE source_url IS NOT NULL;
            CREATE INDEX recipe_by_external_id ON recipe(external_id) WHERE external_id IS NOT NULL;
            CREATE TABLE recipe_tag (
                recipe_id INTEGER NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                tag TEXT NOT NULL,
                PRIMARY KEY (recipe_id, position)
            ) WITHOUT ROWID;
            CREATE INDEX recipe_tag_by_tag ON recipe_tag(tag COLLATE NOCASE);
            CREATE TABLE ingredient (
                recipe_id INTEGER NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                line TEXT NOT NULL,
                quantity REAL,
                unit TEXT,
                item TEXT,
                note TEXT,
                PRIMARY KEY (recipe_id, position)
            ) WITHOUT ROWID;
            CREATE TABLE method_step (
                recipe_id INTEGER NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                section TEXT,
                text TEXT NOT NULL,
                PRIMARY KEY (recipe_id, position)
            ) WITHOUT ROWID;
            CREATE TABLE photo (
                recipe_id INTEGER PRIMARY KEY REFERENCES recipe(id) ON DELETE CASCADE,
                media_type TEXT NOT NULL,
                width INTEGER,
                height INTEGER,
                data BLOB NOT NULL
            );
            -- One row per recipe change, written in the transaction that made it,
            -- so that consumers in any process can catch up from their cursor.
            CREATE TABLE change_journal (
                seq INTEGER PRIMARY KEY AUTOINCREMENT,
                recipe_uuid TEXT NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('insert', 'update', 'delete')),
                committed_at INTEGER NOT NULL
            );
            CREATE TABLE journal_cursor (
                consumer TEXT PRIMARY KEY NOT NULL,
                seq INTEGER NOT NULL
            );
            -- Full-text index: unicode61 without diacritics for alphabetic
            -- scripts; the `cjk` column holds overlapping bigrams of Chinese
            -- and Japanese text so that any substring of two characters matches.
            CREATE VIRTUAL TABLE recipe_search USING fts5(
                name, summary, ingredients, method, tags, category, notes, cjk,
                tokenize = 'unicode61 remove_diacritics 2',
                prefix = '2 3'
            );
            -- Names alone, so that the recipes whose name matches are found
            -- and ranked first from a small index, however common the word.
            CREATE VIRTUAL TABLE recipe_name_search USING fts5(
                name, cjk,
                tokenize = 'unicode61 remove_diacritics 2',
                prefix = '2 3'
            );
            """)
        try db.execute(
            sql: "INSERT INTO store_info (key, value) VALUES ('store_id', ?), ('created_by', ?)",
            arguments: [UUIDText.string(UUID()), "larder schema 1"])
    }
}
