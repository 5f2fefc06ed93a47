import Foundation
import Testing
@testable import LarderInterchange

@Test func zzDump() throws {
    guard let path = ProcessInfo.processInfo.environment["DUMP_PAGE"] else { return }
    let page = try SavedPage(bytes: Array(FileManager.default.contents(atPath: path)!))
    for (i, block) in page.jsonLDBlocks.enumerated() {
        FileManager.default.createFile(atPath: "/tmp/dumptest/block\(i).json", contents: Data(block))
    }
}
