import Foundation

/// Waiting for something another process does.
public enum Poll {
    /// Checks `condition` every 50 ms for at most `seconds`; returns the time it took, or nil.
    public static func until(seconds: Double, _ condition: () throws -> Bool) rethrows -> Double? {
        let start = Date()
        repeat {
            if try condition() { return Date().timeIntervalSince(start) }
            usleep(50_000)
        } while Date().timeIntervalSince(start) < seconds
        return nil
    }
}
