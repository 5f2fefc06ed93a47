import CPangoCairo

/// Font maps kept from one drawing to the next. Making one reads the font
/// files and Pango's glyph caches start empty: the thumbnailer pays that once
/// per process, and a card folder sync drawing a thousand thumbnails should pay it
/// once too. One font map per CJK face in use (and one without CJK). Not
/// thread-safe: use one cache per thread.
public final class FontMapCache {
    private var maps: [String: UnsafeMutablePointer<PangoFontMap>] = [:]
    private let inHostProcess: Bool

    /// An empty cache; font maps are made as the drawings need them.
    /// `inHostProcess`: drawing inside another program (a document viewer),
    /// whose fontconfig configuration must stay its own.
    public init(inHostProcess: Bool = false) {
        self.inHostProcess = inHostProcess
    }

    deinit {
        for map in maps.values { g_object_unref(UnsafeMutableRawPointer(map)) }
    }

    /// The font map for text in `language`, made on first use (see
    /// ``RenderFonts/makeFontMap(language:needsCJK:)``); the caller unrefs it.
    func fontMap(language: String?, needsCJK: Bool) -> UnsafeMutablePointer<PangoFontMap> {
        // Without CJK text the language does not change the fonts loaded.
        let key = needsCJK ? RenderFonts.cjkFace(for: language) : ""
        let map = maps[key] ?? {
            let made = RenderFonts.makeFontMap(language: language, needsCJK: needsCJK, makeCurrent: !inHostProcess)
            maps[key] = made
            return made
        }()
        g_object_ref(UnsafeMutableRawPointer(map))
        return map
    }
}
