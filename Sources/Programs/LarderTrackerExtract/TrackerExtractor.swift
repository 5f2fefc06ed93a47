import CGLib
import CTracker
import Glibc
import LarderCard
import LarderFiles
import LarderGLib

/// The indexer's entry point for a recipe card: called by tracker-extract-3
/// (Tracker 3.4) or localsearch-extractor-3 (LocalSearch 3.8), in its
/// sandbox, for every `application/x-larder-recipe` file. It reads
/// only that file, parses it with ``CardParser`` and hands Tracker a resource.
/// Nothing may trap or make a syscall outside the sandbox's allow list (a
/// trap kills tracker-extract), so every failure becomes FALSE and a GError.
@_cdecl("tracker_extract_get_metadata")
public func trackerExtractGetMetadata(_ info: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
    guard let info, let file = tracker_extract_info_get_file(info) else {
        return TrackerExtractor.fail(error, "tracker-extract gave no file")
    }
    guard let path = g_file_get_path(file) else { return TrackerExtractor.fail(error, "the card is not a local file") }
    defer { g_free(path) }
    guard let bytes = TrackerExtractor.read(path) else {
        return TrackerExtractor.fail(error, "cannot read the card, or it is larger than \(CardLimits.maximumCardBytes >> 20) MB")
    }
    let card: RecipeCard
    do {
        card = try CardParser.parse(bytes)
    } catch let problem {
        return TrackerExtractor.fail(error, "not a valid recipe card: \(problem.description)")
    }
    let identifier = TrackerExtractor.contentIdentifier(info, file)
    let resource = TrackerExtractor.resource(for: card, identifier: identifier)
    g_free(identifier)
    tracker_extract_info_set_resource(info, resource)  // takes its own reference
    g_object_unref(UnsafeMutableRawPointer(resource))
    return 1
}

enum TrackerExtractor {
    /// The card as a Nepomuk document.
    static func resource(for card: RecipeCard, identifier: UnsafeMutablePointer<CChar>?) -> UnsafeMutablePointer<TrackerResource> {
        let resource = tracker_resource_new(identifier)!
        tracker_resource_add_uri(resource, "rdf:type", "nfo:Document")
        tracker_resource_add_uri(resource, "rdf:type", "nfo:PlainTextDocument")
        tracker_resource_set_string(resource, "nie:title", card.title)
        if !card.summary.isEmpty { tracker_resource_set_string(resource, "nie:description", card.summary) }
        for keyword in card.keywords {
            tracker_resource_add_string(resource, "nie:keyword", keyword)
        }
        // The name and description are full-text properties of their own (weights 10 and 3);
        // repeated in the text they were indexed twice, counted twice in the rank, and cost
        // the indexer 1% more processor time (measured with `make bench`).
        tracker_resource_set_string(resource, "nie:plainTextContent", card.bodyText)
        if let created = card.created { setDate(resource, "nie:contentCreated", created) }
        if let modified = card.modified { setDate(resource, "nie:contentLastModified", modified) }
        if let language = card.language { tracker_resource_set_string(resource, "nie:language", language) }
        if let author = card.author {
            let contact = tracker_resource_new(nil)!
            tracker_resource_set_uri(contact, "rdf:type", "nco:Contact")
            tracker_resource_set_string(contact, "nco:fullname", author)
            tracker_resource_add_relation(resource, "nco:creator", contact)
            g_object_unref(UnsafeMutableRawPointer(contact))
        }
        // nie:identifier is Nepomuk's "unambiguous reference to the information
        // element within a given context": the object URI names the recipe in
        // its store, which is what `larder open` resolves. (nie:url is the file's
        // own location, and nie:links/relatedTo point at other resources.)
        if let uri = card.uri { tracker_resource_set_string(resource, "nie:identifier", uri) }
        return resource
    }

    /// An ISO 8601 date, checked by GLib and written back in its normal form;
    /// a malformed one is left out. (As a string, like Tracker's own modules:
    /// 3.4 fails to serialize GDateTime values from tracker_resource_set_datetime.)
    private static func setDate(_ resource: UnsafeMutablePointer<TrackerResource>, _ property: String, _ text: String) {
        guard let date = g_date_time_new_from_iso8601(text, nil) else { return }
        defer { g_date_time_unref(date) }
        guard let normal = g_date_time_format_iso8601(date) else { return }
        defer { g_free(normal) }
        tracker_resource_set_string(resource, property, normal)
    }

    /// The card's bytes, read with plain POSIX calls (all allowed in the sandbox), at most the card size limit.
    static func read(_ path: UnsafePointer<CChar>) -> [UInt8]? {
        try? FileBytes.read(String(cString: path), limit: CardLimits.maximumCardBytes)
    }

    /// The identifier the miner gave the file's information element
    /// (`urn:fileid:...`), through the call of whichever known platform this
    /// process is (see ``IndexerPlatform/contentIdentifierCall``), looked up
    /// at run time. Without one, a blank node works but changes on every rewrite.
    static func contentIdentifier(_ info: OpaquePointer, _ file: OpaquePointer) -> UnsafeMutablePointer<CChar>? {
        typealias FromInfo = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
        typealias FromFile = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
        for platform in IndexerPlatform.known {
            switch platform.contentIdentifierCall {
            case .fromExtractInfo(let symbol):
                if let function = dlsym(nil, symbol) { return unsafeBitCast(function, to: FromInfo.self)(info, nil) }
            case .fromFile(let symbol):
                if let function = dlsym(nil, symbol) { return unsafeBitCast(function, to: FromFile.self)(file, nil, nil) }
            }
        }
        return nil
    }

    /// Reports a failure to the extractor: FALSE and a GError.
    static func fail(_ error: GErrorOut?, _ message: String) -> gboolean {
        reportGError(error, message)
        return 0
    }
}
