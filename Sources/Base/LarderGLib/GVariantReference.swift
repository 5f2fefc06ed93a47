import CGLib

/// One owned reference to a GVariant, released when this value goes away,
/// with the reads Larder needs.
package final class GVariantReference {
    /// The variant; valid while this value lives.
    package let pointer: OpaquePointer

    /// Takes over a reference the caller owns (a "transfer full" return value,
    /// such as a D-Bus reply).
    package init(takingOwnershipOf pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Takes a new variant, sinking its floating reference (or adding one).
    package convenience init(sinking pointer: OpaquePointer) {
        self.init(takingOwnershipOf: g_variant_ref_sink(pointer))
    }

    deinit {
        g_variant_unref(pointer)
    }

    /// The number of children of a container.
    package var count: Int { Int(g_variant_n_children(pointer)) }

    /// The child at `index` of a container (tuple, array, dict entry).
    package subscript(index: Int) -> GVariantReference {
        GVariantReference(takingOwnershipOf: g_variant_get_child_value(pointer, gsize(index)))
    }

    /// Every child of a container.
    package var children: [GVariantReference] { (0..<count).map { self[$0] } }

    /// The value inside a `v`.
    package var unboxed: GVariantReference { GVariantReference(takingOwnershipOf: g_variant_get_variant(pointer)) }

    /// The type string (`s`, `as`, `a{sv}`…).
    package var typeString: String { String(cString: g_variant_get_type_string(pointer)) }

    /// An `s`, `o` or `g`.
    package var string: String { String(cString: g_variant_get_string(pointer, nil)) }

    /// An `as`.
    package var strings: [String] {
        var count: gsize = 0
        guard let items = g_variant_get_strv(pointer, &count) else { return [] }
        defer { g_free(items) }  // the strings themselves belong to the variant
        return (0..<Int(count)).compactMap { items[$0].map { String(cString: $0) } }
    }

    /// A `u`.
    package var uint32: UInt32 { g_variant_get_uint32(pointer) }

    /// A `b`.
    package var bool: Bool { g_variant_get_boolean(pointer) != 0 }

    /// A `d`.
    package var double: Double { g_variant_get_double(pointer) }

    /// An `i`.
    package var int32: Int32 { g_variant_get_int32(pointer) }

    /// An `ay`, copied.
    package var bytes: [UInt8] {
        var count: gsize = 0
        guard let data = g_variant_get_fixed_array(pointer, &count, 1), count > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(count)))
    }

    /// GVariant's text form, with type annotations.
    package var text: String { takeString(g_variant_print(pointer, 1)) ?? "" }
}

/// Builders of new, floating variants: each result is consumed by the call it is passed to.
package enum GVariantBuilder {
    /// `s`.
    package static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }

    /// `u`.
    package static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }

    /// `i`.
    package static func int32(_ value: Int32) -> OpaquePointer { g_variant_new_int32(value) }

    /// `d`.
    package static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }

    /// `b`.
    package static func boolean(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }

    /// `ay`, the bytes copied.
    package static func bytes(_ values: [UInt8]) -> OpaquePointer {
        let type = g_variant_type_new("y")
        defer { g_variant_type_free(type) }
        return values.withUnsafeBytes { g_variant_new_fixed_array(type, $0.baseAddress, gsize($0.count), 1) }
    }

    /// `as`.
    package static func strings(_ values: [String]) -> OpaquePointer {
        withCStrings(values) { vector in
            vector.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: values.count + 1) {
                g_variant_new_strv($0, gssize(values.count))
            }
        }
    }

    /// A tuple of floating children.
    package static func tuple(_ children: [OpaquePointer?]) -> OpaquePointer {
        var children = children
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An array of floating children of the type `elementType` (needed when empty).
    package static func array(of elementType: String, _ children: [OpaquePointer?]) -> OpaquePointer {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        var children = children
        return children.withUnsafeMutableBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
    }

    /// A file's icon as `g_icon_serialize` writes a GFileIcon: `(sv)`, ("file",
    /// <URI>); nil when the path has no URI. Written here because a GFile
    /// loads GIO's VFS modules (gvfs) into the process, for one string.
    package static func fileIcon(path: String) -> OpaquePointer? {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return nil }
        defer { g_free(uri) }
        return tuple([g_variant_new_string("file"), g_variant_new_variant(g_variant_new_string(uri))])
    }

    /// A `{sv}` dictionary entry; `value` is boxed in a `v`.
    package static func entry(_ key: String, _ value: OpaquePointer) -> OpaquePointer {
        g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))
    }
}
