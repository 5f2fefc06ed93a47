import LarderDesktop
import LarderGLib
import LarderIndexer

extension TrackerEndpoint {
    /// How many recipe cards the index holds with `property` set (`nie:title`,
    /// `nie:plainTextContent`): what the benches poll while Tracker indexes.
    func cardCount(having property: String) throws -> Int {
        let query = "SELECT (COUNT(?doc) AS ?n) WHERE { ?doc nie:mimeType ~mime ; \(property) ?value }"
        return Int(try rows(query, ["mime": .string(ApplicationID.cardMimeType)]).first?.first.flatMap { $0 } ?? "0") ?? 0
    }
}
