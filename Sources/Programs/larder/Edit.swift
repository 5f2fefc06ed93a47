import ArgumentParser
import Foundation
import LarderActions
import LarderLocalization
import LarderModel
import LarderStore
import LarderCardFolder
import LarderFiles
import LarderInterchange

extension Larder {
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: tr("Edit a recipe in your text editor ($VISUAL, else $EDITOR, else vi)."),
            discussion: tr("""
                The recipe opens as text: "Key: value" fields, then == Description, \
                == Ingredients, == Method and == Notes sections. Save and quit to store the \
                changes. If the text has a mistake, larder says where and offers to edit it \
                again; your text is never thrown away: when you stop, it is kept in a file \
                whose path is printed, and `larder edit RECIPE --from FILE` applies it later.
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("The recipe: ID, ID prefix, larder:// URI, or name."), valueName: "recipe"))
        var reference: String

        @Option(help: ArgumentHelp(tr("Apply this edited text form instead of opening an editor."), valueName: "file"))
        var from: String?

        func run() throws {
            let store = try storeOptions.open()
            let id = try CLIError.wrapping { try RecipeReference.resolve(reference, in: store, allowingSearch: true) }
            guard let original = try CLIError.wrapping({ try store.recipe(id: id) }) else {
                throw CLIError(tr("The recipe was deleted meanwhile"), exitCode: CLIError.notFoundCode)
            }
            let draft = try from.map(Self.draft(from:)) ?? Self.newDraft(for: original)
            if from == nil { try Self.openEditor(on: draft) }

            while true {
                let text = try String(contentsOfFile: draft, encoding: .utf8)
                do {
                    let edited = try RecipeTextForm.parse(text, original: original)
                    if edited.hasSameContent(as: original) {
                        // TRANSLATORS: %@ is a recipe's name.
                        Output.line(tr("No changes to “%@”.", original.name))
                        if from == nil { try? FileManager.default.removeItem(atPath: draft) }
                        return
                    }
                    try save(edited, original: original, store: store, draft: draft)
                    if from == nil { try? FileManager.default.removeItem(atPath: draft) }
                    // TRANSLATORS: %1$@ is a recipe's name, %2$@ its short ID.
                    Output.line(tr("Saved “%@” %@.", edited.name, RecipeFormat.shortID(edited.id)))
                    return
                } catch let error as RecipeTextForm.ParseError {
                    // TRANSLATORS: %@ is where the mistake is and what it is, as in "line 3: …".
                    Output.error(tr("The edited recipe has a mistake at %@", "\(error)"))
                    guard from == nil, Self.askToEditAgain() else {
                        // TRANSLATORS: %1$@ is a file path, %2$@ a recipe's ID, %3$@ the same file path.
                        throw CLIError(tr("Nothing was saved. Your text is kept in %@; fix it and run:\n  larder edit %@ --from %@", draft, id.uuidString.lowercased(), draft))
                    }
                    try Self.openEditor(on: draft)
                }
            }
        }

        /// Saves unless the recipe changed since the edit began (then keeps the draft).
        private func save(_ edited: Recipe, original: Recipe, store: RecipeStore, draft: String) throws {
            do {
                try store.save(edited, ifStillEqualTo: original)
            } catch let error as StoreError where error.code == .changedMeanwhile {
                // TRANSLATORS: %1$@ is a file path, %2$@ a recipe's ID, %3$@ the same file path.
                throw CLIError(tr("The recipe changed while you were editing it; nothing was saved. Your text is kept in %@; apply it with:\n  larder edit %@ --from %@", draft, original.id.uuidString.lowercased(), draft))
            } catch let error as StoreError {
                throw CLIError(error)
            }
            AfterChangeNotes.run(store)
        }

        /// A private file holding the recipe's text form.
        private static func newDraft(for recipe: Recipe) throws -> String {
            let base = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
            let folder = "\(base)/larder-edit-\(getuid())"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let path = "\(folder)/\(RecipeFileName.stem(for: recipe.name))-\(RecipeFormat.shortID(recipe.id)).txt"
            try CLIError.wrapping { try AtomicFile.write(Data(RecipeTextForm.render(recipe).utf8), to: path, mode: 0o600) }
            return path
        }

        private static func draft(from path: String) throws -> String {
            guard FileManager.default.isReadableFile(atPath: path) else { throw CLIError(tr("Cannot read %@", path)) }
            return path
        }

        /// Runs the user's editor through the shell, so that "code --wait" works.
        private static func openEditor(on path: String) throws {
            let environment = ProcessInfo.processInfo.environment
            let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "\(editor) \"$1\"", "sh", path]
            do {
                try process.run()
            } catch {
                // TRANSLATORS: %1$@ is the editor's command, %2$@ the reason from the system.
                throw CLIError(tr("Cannot start the editor “%@”: %@. Set $EDITOR.", editor, error.localizedDescription))
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                // TRANSLATORS: %1$@ is the editor's command, %2$@ its exit status (a number), %3$@ a file path.
                throw CLIError(tr("The editor “%@” failed (exit %@); nothing was saved. Your text is in %@.", editor, process.terminationStatus, path))
            }
        }

        /// Asks on the terminal; without one, the answer is no.
        private static func askToEditAgain() -> Bool {
            guard Output.isTerminal(STDIN_FILENO) else { return false }
            // TRANSLATORS: a question on the terminal; the answer is read as yes when empty or starting
            // with "y" or with the letter translated for yes below (write it in the brackets: [O/n]).
            FileHandle.standardError.write(Data(tr("Edit again? [Y/n] ").utf8))
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? "n"
            // TRANSLATORS: the first letter of "yes" in the answer to "Edit again? [Y/n]", lowercase
            // ("o" in French, "j" in German); an answer of "y" is taken as yes too.
            let yes = trc("answer", "y")
            return answer.isEmpty || answer.hasPrefix("y") || answer.hasPrefix(yes)
        }
    }
}
