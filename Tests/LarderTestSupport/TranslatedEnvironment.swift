import Foundation

/// The environment that runs a Larder program in one of its translations, as
/// a user whose session speaks that language: Larder's catalogue for it,
/// compiled from po/ with `msgfmt`, and the language's UTF-8 locale, made
/// with `localedef` into a private LOCPATH (glibc translates nothing in a
/// locale it does not have, and the test never installs one on the machine).
public enum TranslatedEnvironment {
    /// The locale each translation is tested in.
    public static let locales = [
        "de": "de_DE", "es": "es_ES", "fr": "fr_FR", "it": "it_IT", "ja": "ja_JP", "ru": "ru_RU", "zh_CN": "zh_CN",
    ]

    /// LANG, LOCPATH and LARDER_LOCALEDIR for `language` ("fr", "ru"...),
    /// with every other locale variable emptied. Made once per test process.
    public static func environment(for language: String) throws -> [String: String] {
        guard let locale = locales[language] else { throw TestFailure("no locale is known for the translation \(language)") }
        let folder = try prepared(language: language, locale: locale)
        return [
            "LANG": "\(locale).UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "",
            "LOCPATH": folder + "/locales", "LARDER_LOCALEDIR": folder + "/catalogues",
        ]
    }

    private static let folder = TemporaryDirectory(prefix: "larder-translations")
    private static let lock = NSLock()

    private static func prepared(language: String, locale: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        let catalogue = folder.path + "/catalogues/\(language)/LC_MESSAGES/larder.mo"
        if !FileManager.default.fileExists(atPath: catalogue) {
            try FileManager.default.createDirectory(atPath: (catalogue as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let compiled = try Program.run("/usr/bin/msgfmt", ["--check", "-o", catalogue, CLI.repository + "/po/\(language).po"],
                                           package: "gettext")
            guard compiled.status == 0 else { throw TestFailure("msgfmt po/\(language).po failed: \(compiled.output)") }
        }
        let localeFolder = folder.path + "/locales/\(locale).UTF-8"
        if !FileManager.default.fileExists(atPath: localeFolder) {
            guard FileManager.default.fileExists(atPath: "/usr/share/i18n/locales/\(locale)") else {
                throw TestFailure("/usr/share/i18n/locales/\(locale) is missing: install the locales package (make check installs it)")
            }
            try FileManager.default.createDirectory(atPath: folder.path + "/locales", withIntermediateDirectories: true)
            // localedef exits 1 for warnings about the definition while writing a usable locale.
            let made = try Program.run("/usr/bin/localedef", ["-i", locale, "-f", "UTF-8", localeFolder], package: "libc-bin")
            guard made.status == 0 || (made.status == 1 && FileManager.default.fileExists(atPath: localeFolder + "/LC_CTYPE")) else {
                throw TestFailure("localedef \(locale).UTF-8 failed: \(made.output)")
            }
        }
        return folder.path
    }
}
