import ArgumentParser
import LarderActions
import LarderStore
import LarderDesktop
import LarderGLib
import LarderCardFolder
import LarderFiles

/// An error the user can act on, with the exit code documented in `larder --help`.
struct CLIError: Error {
    var message: String
    var exitCode: ExitCode

    static let failureCode = ExitCode(1)
    static let partialFailureCode = ExitCode(2)
    static let notFoundCode = ExitCode(3)
    static let ambiguousCode = ExitCode(4)
    static let differencesCode = ExitCode(5)

    init(_ message: String, exitCode: ExitCode = CLIError.failureCode) {
        self.message = message
        self.exitCode = exitCode
    }

    init(_ error: StoreError) {
        self.init(error.description)
    }
}

extension CLIError {
    /// Runs a store or file call, turning its error into a message for the user.
    static func wrapping<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw CLIError(error)
        } catch let error as CardFolderError {
            throw CLIError(error.description)
        } catch let error as FileError {
            throw CLIError(error.description)
        } catch let error as RecipeLookupError {
            switch error {
            case .notFound(let message): throw CLIError(message, exitCode: notFoundCode)
            case .ambiguous(let message): throw CLIError(message, exitCode: ambiguousCode)
            case .unreadableCard(let message): throw CLIError(message)
            }
        }
    }

    /// Runs a GLib, D-Bus or Tracker call, turning its error into a message.
    static func wrappingDesktop<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GLibError {
            throw CLIError(error.description)
        }
    }
}
