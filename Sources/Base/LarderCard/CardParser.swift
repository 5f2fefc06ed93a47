import LarderLocalization

/// Reads the bytes of a recipe card. Any input is safe: a card too large,
/// not UTF-8, or malformed anywhere gives a ``CardError`` with the line, after
/// work bounded by ``CardLimits``. Never traps, never reads anything else.
public enum CardParser {
    static let photoMarker = "<!-- larder:photo "
    static let maximumFrontMatterLines = 200

    /// Parses a whole card.
    public static func parse(_ bytes: some Collection<UInt8>) throws(CardError) -> RecipeCard {
        guard bytes.count <= CardLimits.maximumCardBytes else {
            // TRANSLATORS: the first %@ is the card's size in bytes, the second the largest size in megabytes.
            throw CardError(.tooLarge, trn("the card has %@ byte; cards larger than %@ MB are refused",
                                           "the card has %@ bytes; cards larger than %@ MB are refused",
                                           bytes.count, bytes.count, CardLimits.maximumCardBytes >> 20))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CardError(.notUTF8, tr("the card is not UTF-8 text"))
        }
        return try parse(text: text)
    }

    /// Parses card text.
    public static func parse(text: String) throws(CardError) -> RecipeCard {
        var lines = MarkdownText.lines(text)
        guard lines.count >= 2, lines.last == "" else {
            throw CardError(.notACard, tr("a card ends with a line break"))
        }
        lines.removeLast()
        if lines[0].hasScalarPrefix("\u{FEFF}") { lines[0] = lines[0].droppingScalars(1) }
        guard lines[0] == "---" else { throw CardError(.notACard, tr("a card starts with a '---' line (front matter)"), line: 1) }
        guard let end = lines.dropFirst().prefix(maximumFrontMatterLines).firstIndex(of: "---") else {
            throw CardError(.notACard, tr("the front matter has no closing '---' line"))
        }
        var card = try frontMatter(lines[1..<end], firstLine: 2)
        try body(lines[(end + 1)...], into: &card)
        return card
    }

    // MARK: - Front matter

    private static func frontMatter(_ lines: ArraySlice<Substring>, firstLine: Int) throws(CardError) -> RecipeCard {
        var values: [String: (Substring, Int)] = [:]
        for (offset, line) in lines.enumerated() {
            let number = firstLine + offset
            if FrontMatterScalar.trim(line).isEmpty || line.hasScalarPrefix("#") { continue }
            guard let colon = line.unicodeScalars.firstIndex(of: ":") else {
                throw CardError(.badField, tr("expected 'key: value'"), line: number)
            }
            let key = String(Substring(line.unicodeScalars[..<colon]))
            // TRANSLATORS: %@ is a card field name (like 'title'), kept as written.
            guard values[key] == nil else { throw CardError(.badField, tr("'%@' appears twice", key), line: number) }
            values[key] = (Substring(line.unicodeScalars[line.unicodeScalars.index(after: colon)...]), number)
        }
        func string(_ key: String) throws(CardError) -> String? {
            guard let (raw, number) = values[key] else { return nil }
            // TRANSLATORS: %@ is a card field name (like 'title'), kept as written.
            guard let value = FrontMatterScalar.decode(raw) else { throw CardError(.badField, tr("'%@' has a malformed value", key), line: number) }
            return value
        }
        func integer(_ key: String) throws(CardError) -> Int? {
            guard let (raw, number) = values[key] else { return nil }
            guard let value = Int(FrontMatterScalar.trim(raw)), value >= 0, value <= 1_000_000 else {
                // TRANSLATORS: %@ is a card field name (like 'servings'), kept as written.
                throw CardError(.badField, tr("'%@' must be a whole number from 0 to 1000000", key), line: number)
            }
            return value
        }
        guard let version = try integer("larder-card") else {
            // TRANSLATORS: 'larder-card' is a card field name: keep it as written, Larder
            // looks for it in this message.
            throw CardError(.notACard, tr("the front matter has no 'larder-card' version"), line: firstLine)
        }
        guard version <= RecipeCard.formatVersion, version >= 1 else {
            // TRANSLATORS: the first %@ is the card's format number, the second the newest this Larder reads.
            throw CardError(.unsupportedVersion, tr("card format %@ is newer than this Larder reads (%@); upgrade Larder", version, RecipeCard.formatVersion),
                            line: values["larder-card"]?.1)
        }
        // No uri: a card written by hand, new to every store.
        let uri = try string("uri")
        if let uri, !uri.hasPrefix("larder://") {
            throw CardError(.badField, tr("the 'uri' must be larder://STORE/recipe/ID (leave it out in a new card)"), line: values["uri"]?.1 ?? firstLine)
        }
        guard let title = try string("title") else {
            throw CardError(.badField, tr("the card needs a 'title'"), line: firstLine)
        }
        var card = RecipeCard(uri: uri, title: title)
        card.category = try string("category")
        card.cuisine = try string("cuisine")
        if let (raw, number) = values["tags"] {
            guard let tags = FrontMatterScalar.decodeSequence(raw), tags.count <= CardLimits.maximumItems else {
                throw CardError(.badField, tr("'tags' must be a list like [a, b]"), line: number)
            }
            card.tags = tags
        }
        card.yield = try string("yield")
        card.servings = try integer("servings")
        card.prepMinutes = try integer("prep-minutes")
        card.cookMinutes = try integer("cook-minutes")
        card.totalMinutes = try integer("total-minutes")
        if let (raw, number) = values["rating"] {
            guard let rating = Double(FrontMatterScalar.trim(raw)), rating >= 0, rating <= 5 else {
                throw CardError(.badField, tr("'rating' must be a number from 0 to 5"), line: number)
            }
            card.rating = rating
        }
        card.lastCooked = try string("last-cooked")
        card.created = try string("created")
        card.modified = try string("modified")
        card.source = try string("source")
        card.author = try string("author")
        card.language = try string("language")
        card.externalID = try string("external-id")
        return card
    }

    // MARK: - Body

    private enum Region { case summary, ingredients, method, notes }

    private static func body(_ lines: ArraySlice<Substring>, into card: inout RecipeCard) throws(CardError) {
        var index = lines.startIndex
        // Blank lines, then the title heading (the title itself is the front matter's).
        while index < lines.endIndex, lines[index].isEmpty { index += 1 }
        guard index < lines.endIndex, lines[index].hasScalarPrefix("# ") else {
            throw CardError(.badBody, tr("the body starts with a '# Title' heading"), line: index + 1)
        }
        index += 1
        var region = Region.summary
        var regionStart = index
        var sawRegions: Set<String> = []
        func finish(_ end: Int) throws(CardError) {
            let slice = trimmedBlankLines(lines[regionStart..<end])
            switch region {
            case .summary: card.summary = MarkdownText.unblock(slice)
            case .notes: card.notes = MarkdownText.unblock(slice)
            case .ingredients: card.ingredients = try items(slice)
            case .method: card.steps = try steps(slice)
            }
        }
        while index < lines.endIndex {
            let line = lines[index]
            let next: Region?
            switch line {
            case "## Ingredients": next = .ingredients
            case "## Method": next = .method
            case "## Notes": next = .notes
            default: next = nil
            }
            if let next {
                guard sawRegions.insert(String(line)).inserted else {
                    // TRANSLATORS: %@ is a card's section heading line, like '## Method'.
                    throw CardError(.badBody, tr("'%@' appears twice", line), line: index + 1)
                }
                try finish(index)
                region = next
                regionStart = index + 1
            } else if line.hasScalarPrefix(photoMarker) {
                try finish(index)
                card.photo = try photo(lines[index...], firstLine: index + 1)
                return
            }
            index += 1
        }
        try finish(index)
    }

    private static func trimmedBlankLines(_ lines: ArraySlice<Substring>) -> ArraySlice<Substring> {
        var slice = lines
        while slice.first?.isEmpty == true { slice = slice.dropFirst() }
        while slice.last?.isEmpty == true { slice = slice.dropLast() }
        return slice
    }

    /// "- text" items, with "  " continuation lines, "### Group" headings and "---" ending a group.
    private static func items(_ lines: ArraySlice<Substring>) throws(CardError) -> [RecipeCard.Ingredient] {
        var items: [RecipeCard.Ingredient] = []
        var group: String?
        for (index, line) in zip(lines.indices, lines) {
            if line.hasScalarPrefix("- ") || line.hasScalarPrefix("* ") || line.hasScalarPrefix("+ ") || line == "-" {
                guard items.count < CardLimits.maximumItems else { throw CardError(.badBody, trn("more than %@ ingredient", "more than %@ ingredients", CardLimits.maximumItems, CardLimits.maximumItems), line: index + 1) }
                items.append(RecipeCard.Ingredient(line == "-" ? "" : String(line.droppingScalars(2)), group: group))
            } else if line.hasScalarPrefix("### ") {
                guard let heading = MarkdownText.unheading(line.droppingScalars(4)) else {
                    throw CardError(.badBody, tr("a group heading has a bad escape"), line: index + 1)
                }
                group = heading
            } else if line == "---" {
                group = nil
            } else if line.hasScalarPrefix("  "), !items.isEmpty {
                items[items.count - 1].text += "\n" + line.droppingScalars(2)
            } else if !line.isEmpty {
                throw CardError(.badBody, tr("an ingredient line starts with '- ' (a group, with '### ')"), line: index + 1)
            }
        }
        return items
    }

    /// "N. text" steps with "    " continuations, "### Section" headings and "---" ending a section.
    private static func steps(_ lines: ArraySlice<Substring>) throws(CardError) -> [RecipeCard.Step] {
        var steps: [RecipeCard.Step] = []
        var section: String?
        for (index, line) in zip(lines.indices, lines) {
            if line.hasScalarPrefix("### ") {
                guard let heading = MarkdownText.unheading(line.droppingScalars(4)) else {
                    throw CardError(.badBody, tr("a section heading has a bad escape"), line: index + 1)
                }
                section = heading
            } else if line == "---" {
                section = nil
            } else if let text = stepText(line) {
                guard steps.count < CardLimits.maximumItems else { throw CardError(.badBody, trn("more than %@ step", "more than %@ steps", CardLimits.maximumItems, CardLimits.maximumItems), line: index + 1) }
                steps.append(RecipeCard.Step(String(text), section: section))
            } else if line.hasScalarPrefix("    "), !steps.isEmpty {
                steps[steps.count - 1].text += "\n" + line.droppingScalars(4)
            } else if !line.isEmpty {
                throw CardError(.badBody, tr("a method step starts with its number, like '1. '"), line: index + 1)
            }
        }
        return steps
    }

    /// The text after "12. " (or "12) "), or `nil` when the line is not a step.
    private static func stepText(_ line: Substring) -> Substring? {
        let digits = line.unicodeScalars.prefix { ("0"..."9").contains($0) }.count
        guard digits > 0, digits <= 6 else { return nil }
        let rest = line.droppingScalars(digits)
        guard rest.hasScalarPrefix(". ") || rest.hasScalarPrefix(") ") else {
            return rest == "." || rest == ")" ? rest.droppingScalars(1) : nil
        }
        return rest.droppingScalars(2)
    }

    // MARK: - Photo

    /// `<!-- larder:photo image/jpeg 512x384`, base64 lines, `-->` as the last line.
    private static func photo(_ lines: ArraySlice<Substring>, firstLine: Int) throws(CardError) -> RecipeCard.Photo {
        let header = lines[lines.startIndex].droppingScalars(photoMarker.unicodeScalars.count).split(separator: " ")
        guard header.count == 2, ["image/jpeg", "image/png"].contains(header[0]) else {
            throw CardError(.badPhoto, tr("the photo line must say 'image/jpeg WxH' or 'image/png WxH'"), line: firstLine)
        }
        let size = header[1].split(separator: "x")
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]),
              (1...CardLimits.maximumPhotoSide).contains(width), (1...CardLimits.maximumPhotoSide).contains(height) else {
            throw CardError(.badPhoto, trn("the photo's size must be WxH, each side from 1 to %@ pixel", "the photo's size must be WxH, each side from 1 to %@ pixels", CardLimits.maximumPhotoSide, CardLimits.maximumPhotoSide), line: firstLine)
        }
        guard lines.count >= 2, lines.last == "-->" else {
            throw CardError(.badPhoto, tr("the photo must end with a '-->' line, the last of the card"), line: firstLine)
        }
        let base64Lines = lines.dropFirst().dropLast()
        guard base64Lines.reduce(0, { $0 + $1.utf8.count }) <= CardLimits.maximumPhotoBytes * 4 / 3 + 4 else {
            throw CardError(.badPhoto, tr("the photo is larger than %@ KB", CardLimits.maximumPhotoBytes >> 10), line: firstLine)
        }
        // Gathered into one array first: decoding through a lazy flatten of
        // the lines' UTF-8 views cost a step per byte, a third of the time
        // the thumbnailer spent reading a card with a photo. Each line is
        // copied whole from the card's own bytes (appending a UTF-8 view
        // as a sequence also goes a byte at a time).
        var base64: [UInt8] = []
        base64.reserveCapacity(base64Lines.reduce(0) { $0 + $1.utf8.count })
        for line in base64Lines {
            if line.utf8.withContiguousStorageIfAvailable({ base64.append(contentsOf: $0) }) == nil { base64 += line.utf8 }
        }
        guard let bytes = Base64.decode(base64, limit: CardLimits.maximumPhotoBytes), !bytes.isEmpty else {
            throw CardError(.badPhoto, tr("the photo is not valid base64"), line: firstLine + 1)
        }
        let isJPEG = bytes.starts(with: [0xFF, 0xD8, 0xFF])
        let isPNG = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        guard (header[0] == "image/jpeg" && isJPEG) || (header[0] == "image/png" && isPNG) else {
            throw CardError(.badPhoto, tr("the photo's bytes are not a %@ image", header[0]), line: firstLine)
        }
        return RecipeCard.Photo(mediaType: String(header[0]), width: width, height: height, bytes: bytes)
    }
}
