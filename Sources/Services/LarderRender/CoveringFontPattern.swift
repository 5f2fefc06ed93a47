import CPangoCairo

/// A fontconfig pattern for one face of a font file, whose character set
/// holds only the characters of a given text that the face maps. Fontconfig's
/// own query (FcFreeTypeQuery) walks every character the face maps (6,000 in
/// DejaVu Sans, 65,000 in a Noto CJK face) and the languages they cover: an
/// eighth of a thumbnail's instructions, for a process that draws one card's
/// few dozen characters and exits. Pango picks a run's font by these sets,
/// so a set must hold every character that will be drawn.
enum CoveringFontPattern {
    /// The pattern (the caller owns it), or nil when the face cannot be
    /// loaded or its family is not `family`. The face is opened through
    /// cairo, which keeps it for Pango's drawing with the same file.
    static func make(file: String, index: Int, family: String, covering characters: [Unicode.Scalar]) -> OpaquePointer? {
        let probe = FcPatternCreate()!
        defer { FcPatternDestroy(probe) }
        FcPatternAddString(probe, FC_FILE, file)
        FcPatternAddInteger(probe, FC_INDEX, Int32(index))
        let fontFace = cairo_ft_font_face_create_for_pattern(probe)!
        defer { cairo_font_face_destroy(fontFace) }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        let scaled = cairo_scaled_font_create(fontFace, &identity, &identity, options)!
        defer { cairo_scaled_font_destroy(scaled) }
        guard cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS, let face = cairo_ft_scaled_font_lock_face(scaled) else { return nil }
        defer { cairo_ft_scaled_font_unlock_face(scaled) }
        guard let name = face.pointee.family_name, String(cString: name) == family,
              let format = FT_Get_Font_Format(face) else { return nil }

        let charset = FcCharSetCreate()!
        defer { FcCharSetDestroy(charset) }
        for character in characters where FcFreeTypeCharIndex(face, character.value) != 0 {
            FcCharSetAddChar(charset, character.value)
        }
        let bold = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        let pattern = FcPatternDuplicate(probe)!  // the file and the face
        FcPatternAddString(pattern, FC_FAMILY, family)
        // Pango draws only with faces whose format HarfBuzz reads (TrueType, CFF).
        FcPatternAddString(pattern, FC_FONTFORMAT, UnsafeRawPointer(format).assumingMemoryBound(to: FcChar8.self))
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        FcPatternAddBool(pattern, FC_SCALABLE, FcTrue)
        FcPatternAddBool(pattern, FC_OUTLINE, FcTrue)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)  // copies the set
        return pattern
    }
}
