import Foundation
import Testing
@testable import LarderModel

@Suite("UUIDs as the store writes them")
struct UUIDTextTests {
    @Test("reads and writes what Foundation does, for 10,000 random UUIDs, in either case")
    func sameAsFoundation() {
        for _ in 0..<10_000 {
            let id = UUID()
            #expect(UUIDText.string(id) == id.uuidString.lowercased())
            #expect(UUIDText.uuid(id.uuidString.lowercased()) == id)
            #expect(UUIDText.uuid(id.uuidString) == id)
        }
        let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        #expect(UUIDText.string(zero) == "00000000-0000-0000-0000-000000000000")
        #expect(UUIDText.uuid("ffffffff-FFFF-ffff-FFFF-ffffffffffff") == UUID(uuidString: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"))
    }

    @Test("anything else is what Foundation makes of it", arguments: [
        "", "68616e64-7772-4974-b465-6e206361726", "68616e64-7772-4974-b465-6e20636172644",
        "68616e64x7772-4974-b465-6e2063617264", "68616e64-7772-4974-b465-6e206361726g",
        "68616e6-47772-4974-b465-6e2063617264", "{68616e64-7772-4974-b465-6e2063617264}",
        "68616e64-7772-4974-b465-6e20636172é", "-68616e64-7772-4974-b465-6e206361726",
    ])
    func otherSpellings(_ text: String) {
        #expect(UUIDText.uuid(text) == UUID(uuidString: text))
    }
}
