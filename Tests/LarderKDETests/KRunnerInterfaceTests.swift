import Foundation
import LarderDesktop
import LarderTestSupport
import Testing

/// Larder's KRunner interface against the one KDE Frameworks 6 installs: run
/// with the KDE suites, where make check's one platform decision (Debian 13
/// and later) puts KF6, so a missing file fails here instead of skipping.
@Suite("KRunner's D-Bus interface as KF6 has it")
struct KRunnerInterfaceTests {
    @Test("the interface has KF6's methods and argument types")
    func sameAsKF6() throws {
        guard FileManager.default.fileExists(atPath: Self.kf6Interface) else {
            throw TestFailure("\(Self.kf6Interface) is missing: apt-get install libkf6runner6 (make check installs it on Debian 13)")
        }
        let installed = Self.signatures(try String(contentsOfFile: Self.kf6Interface, encoding: .utf8))
        let ours = Self.signatures(KRunnerInterface.introspectionXML)
        // Every method of the installed KF6, with its types; KF 6.17 added
        // SetActivationToken (KF 6.30 has 6 methods), which Larder answers
        // everywhere: an older KRunner just never calls it.
        for (method, arguments) in installed {
            #expect(ours[method] == arguments, "\(method): KF6 has \(arguments), Larder \(ours[method] ?? [])")
        }
        #expect(Set(ours.keys).subtracting(installed.keys).isSubset(of: ["SetActivationToken"]), "\(ours.keys.sorted())")
        #expect(installed.count >= 5 && ours.count == 6, "\(installed.keys.sorted())")
    }

    static let kf6Interface = "/usr/share/dbus-1/interfaces/kf6_org.kde.krunner1.xml"

    /// Each method with its arguments' types and directions, comments left out.
    static func signatures(_ xml: String) -> [String: [String]] {
        let text = xml.replacingOccurrences(of: "<!--[\\s\\S]*?-->", with: "", options: .regularExpression)
        var methods: [String: [String]] = [:]
        for part in text.components(separatedBy: "<method name=\"").dropFirst() {
            let name = String(part.prefix { $0 != "\"" })
            // <method name="Teardown"/> has no body.
            let body = part.dropFirst(name.count).hasPrefix("\"/>") ? "" : part.components(separatedBy: "</method>")[0]
            methods[name] = body.components(separatedBy: "<arg ").dropFirst().map { arg in
                let type = arg.components(separatedBy: "type=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
                let direction = arg.components(separatedBy: "direction=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
                return "\(direction) \(type)"
            }
        }
        return methods
    }
}
