/// One of the search provider's methods measured beside its limit, in turns.
/// Each round times the call for one query, and the two parts of it no
/// provider can avoid: the same call for a word no recipe has (the D-Bus
/// round trip: both processes, the bus daemon's routing) and the same search
/// in this process, on the same store opened as the provider opens it. Their
/// sum is the round's limit; what the call costs beyond it is the provider's
/// own work (the reply's values, GDBus's dispatch). The order flips every
/// round, so that neither side always runs on the other's warm caches.
///
/// Times are processor milliseconds, the client's (this process) and the
/// provider's; the wall clock of the call is kept beside.
struct ProviderCallSeries {
    private(set) var wall: [Double] = []
    private(set) var processor: [Double] = []
    private(set) var roundTrip: [Double] = []
    private(set) var search: [Double] = []

    /// Each round's round trip plus its search.
    var limit: [Double] { zip(roundTrip, search).map(+) }

    /// Runs `warmUp` uncounted rounds, then `rounds` counted ones; each closure gets the round's index.
    init(rounds: Int, warmUp: Int, provider: ThreadClock, call: (Int) throws -> Void, emptyCall: () throws -> Void,
         search searchInProcess: (Int) throws -> Void) throws {
        // A D-Bus call's processor time: this process's (the client and its GDBus thread) and the provider's.
        func timed(_ body: () throws -> Void) rethrows -> Measurement {
            let before = provider.seconds
            var measured = try Measurement.of(body)
            measured.cpu += max(0, provider.seconds - before)
            return measured
        }
        for round in 0..<(warmUp + rounds) {
            let called: Measurement, empty: Measurement, searched: Measurement
            if round.isMultiple(of: 2) {
                called = try timed { try call(round) }
                empty = try timed(emptyCall)
                searched = try Measurement.of { try searchInProcess(round) }
            } else {
                searched = try Measurement.of { try searchInProcess(round) }
                empty = try timed(emptyCall)
                called = try timed { try call(round) }
            }
            guard round >= warmUp else { continue }
            wall.append(called.wall * 1000)
            processor.append(called.cpu * 1000)
            roundTrip.append(empty.cpu * 1000)
            search.append(searched.cpu * 1000)
        }
    }
}
