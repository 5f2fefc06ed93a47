/// Larder and its baseline measured round after round, so that both meet the
/// same load on the machine: in turns, the order flipping every round so that
/// neither always runs on the other's warm caches, or both at the same time.
struct PairedRounds {
    private(set) var larder: [Measurement] = []
    private(set) var baseline: [Measurement] = []

    /// Runs `rounds` rounds in turns; `report` sees each round as it ends.
    init(rounds: Int, larder measureLarder: (Int) throws -> Measurement, baseline measureBaseline: (Int) throws -> Measurement,
         report: (Int, Measurement, Measurement) -> Void) rethrows {
        try self.init(rounds: rounds, together: { round in
            if round.isMultiple(of: 2) {
                let larderRun = try measureLarder(round)
                return (larderRun, try measureBaseline(round))
            }
            let baselineRun = try measureBaseline(round)
            return (try measureLarder(round), baselineRun)
        }, report: report)
    }

    /// Runs `rounds` rounds in which one call gives both measurements of a
    /// round (``TrackerBenchmark`` takes them at the same time); `report` sees
    /// each round as it ends.
    init(rounds: Int, together measureBoth: (Int) throws -> (larder: Measurement, baseline: Measurement),
         report: (Int, Measurement, Measurement) -> Void) rethrows {
        for round in 0..<rounds {
            let both = try measureBoth(round)
            larder.append(both.larder)
            baseline.append(both.baseline)
            report(round, both.larder, both.baseline)
        }
    }

    /// Larder's median over the baseline's, of wall-clock or CPU seconds.
    func ratio(_ figure: KeyPath<Measurement, Double>) -> Double {
        Statistics(larder.map { $0[keyPath: figure] }).median / Statistics(baseline.map { $0[keyPath: figure] }).median
    }

    /// The median of the rounds' own ratios, of wall-clock or CPU seconds:
    /// each round's two runs met the same load, so the machine's speed,
    /// when it changes between rounds, cancels out (``ratio(_:)`` compares
    /// medians taken over different rounds, and moves with it).
    func medianRoundRatio(_ figure: KeyPath<Measurement, Double>) -> Double {
        Statistics(roundRatios(figure)).median
    }

    /// The spread of the per-round ratios, lowest to highest: how much the noise moved them.
    func ratioSpread(_ figure: KeyPath<Measurement, Double>) -> (low: Double, high: Double) {
        let ratios = roundRatios(figure)
        return (ratios.min() ?? .nan, ratios.max() ?? .nan)
    }

    /// Each round's Larder over its baseline.
    private func roundRatios(_ figure: KeyPath<Measurement, Double>) -> [Double] {
        zip(larder, baseline).map { $0[keyPath: figure] / $1[keyPath: figure] }
    }
}
