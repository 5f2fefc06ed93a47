/// One measure scaled and, when asked, converted: its new amount, the unit
/// to write and how to round it.
enum MeasureConverter {
    struct Result: Equatable {
        var amount: Amount
        /// The unit to write; nil for a count.
        var unitText: String?
        var rounding: KitchenNumber.Rounding
        var unitFirst: Bool
        /// The unit was chosen here, not kept as written.
        var rewroteUnit: Bool
    }

    static func adjust(_ line: MeasuredLine, factor: Double, system: MeasureSystem?) -> Result {
        let amount = line.amount.times(factor)
        let language = line.language
        guard let unit = line.unit, let spelling = line.unitText else {
            return Result(amount: amount, unitText: nil, rounding: .count, unitFirst: false, rewroteUnit: false)
        }
        if let system, converts(unit, to: system) {
            let base = amount.times(unit.size)
            return system == .metric
                ? metric(base, dimension: unit.dimension, spoon: unit.isSpoon, item: line.item, language: language)
                : us(base, dimension: unit.dimension, language: language)
        }
        // Kept in its unit: 1000 g is 1 kg, 3 tsp is 1 tbsp.
        if unit.key == "g" || unit.key == "kg" || unit.key == "ml" || unit.key == "l" {
            return metric(amount.times(unit.size), dimension: unit.dimension, spoon: false, item: "", language: language, keeping: (spelling, unit))
        }
        if unit.key == "tsp", amount.low >= 3 {
            return written(amount.times(1.0 / 3), .tablespoon, language: language)
        }
        let rounding: KitchenNumber.Rounding = unit.dimension == .count ? .count : unit.isSpoonOrCup ? .fractions : .metric
        let value = KitchenNumber.rounded(amount.top, rounding)
        return Result(amount: amount, unitText: UnitSpellings.inflected(spelling, for: value, language: language), rounding: rounding,
                      unitFirst: line.unitFirst, rewroteUnit: false)
    }

    /// Whether `--units system` converts `unit`.
    static func converts(_ unit: KitchenUnit, to system: MeasureSystem) -> Bool {
        switch unit.membership {
        case .us: system == .metric
        case .metric: system == .us
        case .local: true
        case .both, .none: false
        }
    }

    /// Millilitres or grams in the metric unit a cook reads: grams for a
    /// cup of flour, millilitres, and kilograms and litres from 1000.
    static func metric(_ base: Amount, dimension: KitchenUnit.Dimension, spoon: Bool, item: String, language: String,
                       keeping: (text: String, unit: KitchenUnit)? = nil) -> Result {
        var base = base
        var isMass = dimension == .mass
        if !isMass, !spoon, keeping == nil, let density = IngredientDensity.gramsPerMillilitre(of: item, language: language) {
            base = base.times(density)
            isMass = true
        }
        let large: KitchenUnit = isMass ? .kilogram : .litre
        let small: KitchenUnit = isMass ? .gram : .millilitre
        let unit = base.low >= 1000 ? large : small
        let amount = base.times(1 / unit.size)
        if let keeping, keeping.unit == unit {
            let value = KitchenNumber.rounded(amount.top, .metric)
            return Result(amount: amount, unitText: UnitSpellings.inflected(keeping.text, for: value, language: language), rounding: .metric,
                          unitFirst: false, rewroteUnit: false)
        }
        return written(amount, unit, language: language)
    }

    /// Millilitres or grams in US measures: cups from a quarter cup, then
    /// spoons; ounces, and pounds from two.
    static func us(_ base: Amount, dimension: KitchenUnit.Dimension, language: String) -> Result {
        let unit: KitchenUnit
        if dimension == .volume {
            unit = base.low >= KitchenUnit.cup.size / 4 ? .cup : base.low >= 14 ? .tablespoon : .teaspoon
        } else {
            unit = base.low >= 2 * KitchenUnit.pound.size ? .pound : .ounce
        }
        return written(base.times(1 / unit.size), unit, language: language)
    }

    static func written(_ amount: Amount, _ unit: KitchenUnit, language: String) -> Result {
        let rounding: KitchenNumber.Rounding = unit == .ounce ? .ounces : unit == .cup ? .cups : unit.isSpoonOrCup || unit == .pound ? .fractions : .metric
        let value = KitchenNumber.rounded(amount.top, rounding)
        return Result(amount: amount, unitText: WrittenUnit.text(unit, for: value, language: language), rounding: rounding,
                      unitFirst: WrittenUnit.comesFirst(unit, language: language), rewroteUnit: true)
    }
}
