import ArgumentParser

/// An option's value that is one of a fixed list of names (`--sort modified`),
/// described by its names. ArgumentParser's own descriptions interpolate each
/// value (`"\(self)"`): a dynamic cast, whose first use scans the runtime's
/// conformance tables, for every such option of a command at every start.
protocol NamedValueArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension NamedValueArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// No value has a description beyond its name.
    public static var allValueDescriptions: [String: String] { [:] }
}
