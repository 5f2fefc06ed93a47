import Foundation
import LarderInterchange

/// `larder-fuzz cooklang-canonical FILE.json`: runs the Cooklang
/// specification's canonical parser tests (its `tests/canonical.yaml`,
/// converted to JSON by `make cooklang-canonical`) against Larder's
/// ``CooklangParser`` and prints each failure and the pass/fail counts.
/// Exits 1 when any case fails.
enum CooklangCanonical {
    /// Runs every case in the JSON file at `path`.
    static func run(path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tests = root["tests"] as? [String: Any] else {
            FileHandle.standardError.write(Data("cooklang-canonical: \(path) is not the canonical tests as JSON\n".utf8))
            return 64
        }
        var passed = 0
        var failed: [String] = []
        for name in tests.keys.sorted() {
            guard let test = tests[name] as? [String: Any], let source = test["source"] as? String,
                  let expected = test["result"] as? [String: Any] else {
                failed.append("\(name): malformed case")
                continue
            }
            let document = CooklangParser.parse(source)
            let actual: [String: Any] = [
                "steps": document.steps.map { $0.map(canonical) },
                "metadata": Dictionary(document.metadata.map { ($0.key, $0.value as Any) }, uniquingKeysWith: { first, _ in first }),
            ]
            if matches(expected, actual) {
                passed += 1
            } else {
                failed.append("\(name):\n  expected \(describe(expected))\n  got      \(describe(actual))")
            }
        }
        for failure in failed { print("FAIL \(failure)") }
        print("cooklang canonical tests: \(passed) passed, \(failed.count) failed (\(tests.count) cases)")
        return failed.isEmpty ? 0 : 1
    }

    /// An item in the canonical tests' shape: an ingredient without an amount
    /// is "some", cookware without a count is 1, a timer without a time is "".
    private static func canonical(_ item: CooklangDocument.Item) -> [String: Any] {
        func quantity(_ amount: CooklangDocument.Amount?, none: Any) -> Any {
            guard let amount, !amount.text.isEmpty else { return none }
            return amount.number.map { $0 as Any } ?? amount.text
        }
        switch item {
        case .text(let value):
            return ["type": "text", "value": value]
        case .ingredient(let name, let amount, _):
            return ["type": "ingredient", "name": name, "quantity": quantity(amount, none: "some"), "units": amount?.unit ?? ""]
        case .cookware(let name, let amount):
            return ["type": "cookware", "name": name, "quantity": quantity(amount, none: 1.0), "units": amount?.unit ?? ""]
        case .timer(let name, let amount):
            return ["type": "timer", "name": name, "quantity": quantity(amount, none: ""), "units": amount?.unit ?? ""]
        }
    }

    /// Whether `actual` says what `expected` says: every key of an expected
    /// object (extra keys in `actual` are allowed), arrays element by element,
    /// numbers by value, other scalars by their text.
    private static func matches(_ expected: Any, _ actual: Any) -> Bool {
        switch (expected, actual) {
        case (let e as [String: Any], let a as [String: Any]):
            return e.count <= a.count && e.allSatisfy { key, value in a[key].map { matches(value, $0) } ?? false }
                && (e.count == a.count || Set(a.keys).subtracting(e.keys).allSatisfy { a[$0] as? String == "" })
        case (let e as [Any], let a as [Any]):
            return e.count == a.count && zip(e, a).allSatisfy(matches)
        case (let e as String, let a as String):
            return e == a
        case (let e as NSNumber, let a as Double):
            return e.doubleValue == a
        case (let e as NSNumber, let a as String):
            return "\(e)" == a
        default:
            return false
        }
    }

    private static func describe(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }
}
