import CPangoCairo
import Glibc

/// The fonts Larder draws with, named by file. fontconfig reads no
/// configuration: the thumbnail sandbox has none (no /etc/fonts), and scanning
/// every installed font on each run would cost more than drawing the card.
enum RenderFonts {
    /// DejaVu Sans for Latin, Greek and Cyrillic; Noto Sans CJK for Chinese,
    /// Japanese and Korean (Debian: fonts-dejavu-core, fonts-noto-cjk).
    static let files = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    ]

    /// A Pango font map over exactly those files (the caller unrefs it).
    static func makeFontMap() -> UnsafeMutablePointer<PangoFontMap> {
        let config = FcConfigCreate()
        for file in files where access(file, R_OK) == 0 {
            FcConfigAppFontAddFile(config, file)
        }
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        FcConfigDestroy(config)  // the font map holds its own reference
        return map
    }

    /// The family list for text in `language` (a BCP 47 tag): the CJK face
    /// whose glyph forms that language expects comes after DejaVu Sans.
    static func families(for language: String?) -> String {
        let tag = (language ?? "").lowercased()
        let cjk: String
        if tag.hasPrefix("ja") {
            cjk = "Noto Sans CJK JP"
        } else if tag.hasPrefix("ko") {
            cjk = "Noto Sans CJK KR"
        } else if tag.hasPrefix("zh-tw") || tag.hasPrefix("zh-hant") || tag.hasPrefix("zh-hk") || tag.hasPrefix("zh-mo") {
            cjk = "Noto Sans CJK TC"
        } else {
            cjk = "Noto Sans CJK SC"
        }
        return "DejaVu Sans, \(cjk)"
    }
}
