/// Percentiles of a sample of durations.
struct Statistics {
    private let sorted: [Double]

    init(_ samples: [Double]) {
        sorted = samples.sorted()
    }

    /// The value below which `fraction` of the samples fall (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    var median: Double { percentile(0.5) }
    var lowest: Double { sorted.first ?? .nan }
    var highest: Double { sorted.last ?? .nan }
}
