import LarderLocalization

/// The records of a CSV file (RFC 4180: comma-separated fields, `"` quoting
/// with `""` for a quote), one at a time, as Plan to Eat and My Recipe Box
/// export their recipes. Foundation has no CSV reader, so this is Larder's.
/// Records may end with CRLF, LF or CR, and line breaks inside quoted fields
/// are kept as written; a UTF-8 byte order mark at the start is skipped;
/// blank lines are no records; the last record needs no line end. Where
/// exports bend the rules it reads on as spreadsheets do: a quote inside an
/// unquoted field is text, and text after a closing quote belongs to the
/// field. One pass over the bytes: linear in the input.
struct CSVRecords: Sequence, IteratorProtocol {
    /// Fields in one record beyond this make the record an error (a real export has a few dozen).
    static let maximumFields = 1_000

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    /// The records of `bytes` (UTF-8; invalid bytes are read as U+FFFD).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The next record's fields, or why it cannot be read; `nil` at the end.
    mutating func next() -> Result<[String], ImportError>? {
        while position < bytes.count {
            let start = line
            var fields: [String] = []
            var field: [UInt8] = []
            var quoted = false
            var fieldStarted = false
            var ended = false
            while position < bytes.count, !ended {
                let byte = bytes[position]
                position += 1
                if quoted {
                    if byte == UInt8(ascii: "\"") {
                        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                            field.append(byte)
                            position += 1
                        } else {
                            quoted = false
                        }
                    } else {
                        if byte == 0x0A || (byte == 0x0D && (position == bytes.count || bytes[position] != 0x0A)) { line += 1 }
                        field.append(byte)
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\"") where !fieldStarted:
                    quoted = true
                    fieldStarted = true
                case UInt8(ascii: ","):
                    fields.append(String(decoding: field, as: UTF8.self))
                    field.removeAll(keepingCapacity: true)
                    fieldStarted = false
                    if fields.count > Self.maximumFields { skipRecord() }
                case 0x0D, 0x0A:
                    if byte == 0x0D, position < bytes.count, bytes[position] == 0x0A { position += 1 }
                    line += 1
                    ended = true
                default:
                    field.append(byte)
                    fieldStarted = true
                }
            }
            if quoted {
                return .failure(ImportError(.invalidRecipe, tr("the CSV ends inside a quoted field of the record on line %@ (a quote is not closed)", start)))
            }
            fields.append(String(decoding: field, as: UTF8.self))
            if fields.count > Self.maximumFields {
                // TRANSLATORS: %1$@ is a line number, %2$@ the most fields a record may have.
                return .failure(ImportError(.tooLarge, tr("the CSV record on line %@ has more than %@ fields", start, Self.maximumFields)))
            }
            if fields.count == 1, fields[0].isEmpty { continue }  // a blank line
            return .success(fields)
        }
        return nil
    }

    /// Moves past the rest of a record that has too many fields (quotes still respected).
    private mutating func skipRecord() {
        var quoted = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted, byte == 0x0A || byte == 0x0D { return }
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    /// The first line of `bytes` (a CSV's header, for recognising it), without a byte order mark; at most `limit` bytes read.
    static func firstLine(of bytes: some Collection<UInt8>, limit: Int = 4096) -> String {
        var head = Array(bytes.prefix(limit))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head.removeFirst(3) }
        let end = head.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? head.count
        return String(decoding: head[..<end], as: UTF8.self)
    }
}
