/// A program a test runs is not built: says how to build it.
public struct MissingProgram: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "\(path) is not built: run `make static` (make check does), or set LARDER_BIN" }
}
