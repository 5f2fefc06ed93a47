import CPangoCairo
import Glibc
import LarderCard

/// The fonts Larder draws with, named by file. fontconfig reads no
/// configuration: the thumbnail sandbox has none (no /etc/fonts), and scanning
/// every installed font on each run would cost more than drawing the card.
enum RenderFonts {
    /// DejaVu Sans for Latin, Greek and Cyrillic; Noto Sans CJK for Chinese,
    /// Japanese and Korean (Debian: fonts-dejavu-core, fonts-noto-cjk).
    static let latinFamily = "DejaVu Sans"
    static let latinFiles = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ]
    static let cjkFiles = [
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    ]
    /// The faces in each Noto CJK collection, in order.
    static let cjkFaces = ["Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK HK"]

    /// A Pango font map over exactly those files (the caller unrefs it). Of
    /// each CJK collection only the face for `language` is read: fontconfig
    /// computes every face's character set, ~1 ms each, 20 faces in all.
    /// `makeCurrent`: also fontconfig's current configuration, for a process
    /// of Larder's own (never inside another program, whose fonts it would replace).
    /// `covering`: all the text the map will draw, for a process that draws
    /// once: each face is then known to have only the characters of that
    /// text it maps (CoveringFontPattern), not all of them.
    static func makeFontMap(language: String?, needsCJK: Bool = true, makeCurrent: Bool = true, covering text: String? = nil) -> UnsafeMutablePointer<PangoFontMap> {
        let config = FcConfigCreate()
        let characters = text.map(coveredCharacters)
        // A config has no set of application fonts until a file is added to
        // it, and no other call makes one: a name that is no file makes it
        // and adds nothing.
        if characters != nil { FcConfigAppFontAddFile(config, "") }
        func add(_ file: String, face index: Int?, family: String) {
            if let characters, let fonts = FcConfigGetFonts(config, FcSetApplication),
               let pattern = CoveringFontPattern.make(file: file, index: index ?? 0, family: family, covering: characters) {
                FcFontSetAdd(fonts, pattern)  // takes the pattern
                return
            }
            guard access(file, R_OK) == 0 else { return }
            var count: Int32 = 0
            var named: UnsafeMutablePointer<FcChar8>?
            if let index, let pattern = FcFreeTypeQuery(file, UInt32(index), nil, &count) {
                if FcPatternGetString(pattern, FC_FAMILY, 0, &named) == FcResultMatch, let named,
                   String(cString: named) == family, let fonts = FcConfigGetFonts(config, FcSetApplication) {
                    FcFontSetAdd(fonts, pattern)  // takes the pattern
                    return
                }
                FcPatternDestroy(pattern)
            }
            FcConfigAppFontAddFile(config, file)  // all its faces (a collection of another layout too)
        }
        for file in latinFiles {
            add(file, face: characters == nil ? nil : 0, family: latinFamily)
        }
        let face = cjkFace(for: language)
        for file in cjkFiles where needsCJK {
            add(file, face: cjkFaces.firstIndex(of: face), family: face)
        }
        // Current before Pango starts: Pango calls FcInit(), which otherwise
        // loads the system configuration (and, with no cache in the sandbox,
        // scans every installed font).
        if makeCurrent { FcConfigSetCurrent(config) }
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        FcConfigDestroy(config)  // the font map holds its own reference
        return map
    }

    /// The characters of `text`, each once, with those Pango draws of its
    /// own: an ellipsis where lines run out (⋯ in Chinese, Japanese and
    /// Korean, … in others, ... without either), a hyphen where a word breaks.
    static func coveredCharacters(_ text: String) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return (text + "\u{2026}\u{22EF}.\u{2010}- ").unicodeScalars.filter { seen.insert($0).inserted }
    }

    /// Whether `text` has Han, kana or Hangul (or CJK punctuation) to draw.
    static func needsCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: CJKScript.needsCJKFont)
    }

    /// The family list for text in `language`: the CJK face after DejaVu Sans.
    static func families(for language: String?) -> String {
        "\(latinFamily), \(cjkFace(for: language))"
    }

    /// The CJK face whose glyph forms `language` (a BCP 47 tag) expects.
    static func cjkFace(for language: String?) -> String {
        let tag = (language ?? "").lowercased()
        if tag.hasPrefix("ja") { return "Noto Sans CJK JP" }
        if tag.hasPrefix("ko") { return "Noto Sans CJK KR" }
        if tag.hasPrefix("zh-hk") || tag.hasPrefix("zh-mo") { return "Noto Sans CJK HK" }
        if tag.hasPrefix("zh-tw") || tag.hasPrefix("zh-hant") { return "Noto Sans CJK TC" }
        return "Noto Sans CJK SC"
    }
}
