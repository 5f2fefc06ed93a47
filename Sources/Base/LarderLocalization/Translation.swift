import CIntl

// The calls that mark text for translators. The extractor
// (scripts/i18n/extract-messages.py) finds them by name, so each message is
// one string literal written in place: no interpolation, no `+`. Values go
// in through placeholders, `%@` in order or `%1$@` by position, and a `%`
// of the text is written `%%`.

/// `message` in the user's language, with `arguments` in its placeholders.
///
/// A comment `// TRANSLATORS: …` on the lines just above the call reaches
/// the translators with the message.
public func tr(_ message: String, _ arguments: any CustomStringConvertible...) -> String {
    let translated = message.withCString { String(cString: dgettext(Localization.domain, $0)) }
    return MessageFormat.fill(translated, with: arguments)
}

/// The singular or the plural form of a message for `count`, in the user's
/// language with its own plural rules (Russian has three forms), with
/// `arguments` in the placeholders; `count` itself is not filled in unless
/// it is one of them.
public func trn(
    _ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...
) -> String {
    let translated = singular.withCString { singularPointer in
        plural.withCString { pluralPointer in
            String(cString: dngettext(Localization.domain, singularPointer, pluralPointer, UInt(clamping: count)))
        }
    }
    return MessageFormat.fill(translated, with: arguments)
}

/// `message` in the user's language where the same English words need
/// telling apart: `context` says which use this is ("verb", "menu item").
public func trc(_ context: String, _ message: String, _ arguments: any CustomStringConvertible...) -> String {
    // gettext keeps a message with a context as "context\u{4}message".
    let key = context + "\u{4}" + message
    let translated = key.withCString { String(cString: dgettext(Localization.domain, $0)) }
    return MessageFormat.fill(translated == key ? message : translated, with: arguments)
}
