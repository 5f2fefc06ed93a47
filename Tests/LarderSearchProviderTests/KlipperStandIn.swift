import CGLib
import Foundation
import LarderGLib
import LarderTestSupport

/// Plasma's clipboard as the provider sees it: `org.kde.klipper` answering
/// `setClipboardContents` on the test's bus.
final class KlipperStandIn {
    /// What the stand-in has been given, in order.
    var contents: [String] {
        service.calls.map { call in
            // "('text',)": the one string argument, as g_variant_print quotes it.
            let variant = g_variant_parse(nil, call.arguments, nil, nil, nil)
            return variant.map { GVariantReference(sinking: $0)[0].string } ?? call.arguments
        }
    }
    private let service: DBusServiceStandIn

    init(busAddress: String) throws {
        service = try DBusServiceStandIn(busAddress: busAddress, name: "org.kde.klipper", path: "/klipper", interfaceXML: """
            <node><interface name="org.kde.klipper.klipper">
              <method name="setClipboardContents"><arg type="s" name="s" direction="in"/></method>
            </interface></node>
            """)
    }
}
