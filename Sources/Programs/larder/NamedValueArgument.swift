import ArgumentParser

/// An option's value that is one of a fixed list of names (`--sort modified`),
/// described by its names. ArgumentParser's own descriptions interpolate each
/// value (`"\(self)"`): a dynamic cast, whose first use scans the runtime's
/// conformance tables, for every such option of a command at every start.
protocol NamedValueArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension NamedValueArgument {
    /// The value's name, as typed.
    public var defaultValueDescription: String { rawValue }
    /// Every value's name, for help and completions.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// No value has a description beyond its name.
    public static var allValueDescriptions: [String: String] { [:] }
}
