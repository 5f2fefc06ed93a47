import Foundation
import LarderDesktop
import LarderGLib
import LarderTestSupport
import Testing

/// The same larder-search-provider as KRunner's D-Bus runner (org.kde.krunner1
/// at its own object path, same bus name), started by D-Bus activation on a
/// private bus and called through a plain GDBus client, as KRunner calls it.
@Suite("KRunner runner")
struct KRunnerTests {
    @Test("Match finds a recipe by a word of its method: name, facts line, category, card URL, actions, the card as RGBA pixels")
    func matchByMethod() throws {
        let session = try ProviderSession()
        let krunner = try session.krunner()
        let id = try session.id(of: "Борщ")
        // "половник" (ladle) is in the method only.
        let shown = try session.cli.json(["show", id, "--json"]) as? [String: Any]
        let method = "\(shown?["steps"] ?? shown?["recipeInstructions"] ?? "")"
        #expect(method.contains("половник") && !"Борщ".contains("половник"), "\(method)")

        let matches = try krunner.match("половник")
        let match = try #require(matches.first { $0.id == id }, "\(matches.map(\.text))")
        #expect(match.text == "Борщ")
        #expect(match.subtext == "Суп · 3 ч · 6 порций", "the facts line, as GNOME Shell's description: \(match.subtext)")
        #expect(match.category == "Recipes")
        #expect(match.iconName == ApplicationID.id)
        #expect(match.type == 30, "a word of the method is a possible match (KF6 CategoryRelevance Low)")
        #expect(match.relevance > 0 && match.relevance <= 1)
        #expect(match.keys.contains("actions"), "without the key KRunner would offer every action")
        #expect(match.actions == ["open", "show-card", "copy"], "\(match.actions)")
        let url = try #require(match.urls.first)
        #expect(match.urls.count == 1 && url.hasPrefix("file://") && url.hasSuffix(".recipe.md"), "\(match.urls)")
        let card = try #require(URL(string: url)).path
        #expect(FileManager.default.fileExists(atPath: card), "the exported card: \(card)")
        #expect(card.hasSuffix("/Recipes/Борщ.recipe.md"), "the card in the session's card folder: \(card)")

        let icon = try #require(match.icon, "icon-data")
        #expect(icon.width == 48 && icon.height == 48, "the card GNOME Shell shows, as pixels: \(icon.width)×\(icon.height)")
        #expect(icon.channels == 4 && icon.hasAlpha && icon.bitsPerSample == 8)
        #expect(Int(icon.rowStride) * Int(icon.height) == icon.bytes.count, "\(icon.rowStride) × \(icon.height) ≠ \(icon.bytes.count)")
        #expect(icon.rowStride >= icon.width * icon.channels)
        // Something is drawn: opaque pixels, and more than one colour.
        let pixels = stride(from: 0, to: icon.bytes.count, by: 4).map { Array(icon.bytes[$0..<$0 + 4]) }
        #expect(pixels.contains { $0[3] == 255 } && Set(pixels).count > 8, "\(Set(pixels).count) colours")
    }

    @Test("Match answers the first 20 of GetInitialResultSet's ids in its order; relevance falls with the rank; the name typed is an exact match")
    func sameAsGnome() throws {
        let session = try ProviderSession()
        let gnome = try session.client()
        let krunner = try session.krunner()
        for query in ["tomato", "creme brulee", "борщ", "罗宋", "carbo", "tomato  basil"] {
            let terms = query.split(separator: " ").map(String.init)
            let matches = try krunner.match(query)
            let expected = try gnome.initialResultSet(terms)
            #expect(!expected.isEmpty, "\(query)")
            // The first 20 of the same search (KRunner asks again at every key; see maximumMatches).
            #expect(matches.map(\.id) == Array(expected.prefix(20)), "\(query)")
            #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.relevance > $1.relevance }, "\(query): \(matches.map(\.relevance))")
        }
        let named = try #require(try krunner.match("Spaghetti Carbonara").first)
        #expect(named.text == "Spaghetti Carbonara" && named.type == 100, "the recipe's name typed in full: an exact match (KF6 Highest)")
        // The card as pixels on the first ten matches only.
        let many = try krunner.match("tomato")
        #expect(many.prefix(10).allSatisfy { $0.icon != nil }, "\(many.prefix(10).map { $0.icon == nil })")
        #expect(many.dropFirst(10).allSatisfy { $0.icon == nil })
    }

    @Test("a query under two letters, or blank, gets no match; Config says MinLetterCount 2", arguments: ["", "a", " ", "x ", "\t"])
    func shortQueries(_ query: String) throws {
        let session = try ProviderSession()
        let krunner = try session.krunner()
        #expect(try krunner.match(query).isEmpty)
        let config = try krunner.config()
        #expect(config["MinLetterCount"] == "2", "\(config)")
    }

    @Test("Actions: open, show the card, copy the text; each with a label and a theme icon")
    func actions() throws {
        let session = try ProviderSession(samples: false)
        let actions = try session.krunner().actions()
        #expect(actions.map(\.id) == ["open", "show-card", "copy"], "\(actions)")
        #expect(actions.allSatisfy { !$0.text.isEmpty && !$0.iconName.isEmpty })
    }

    @Test("Run with an empty action opens the recipe as ActivateResult does")
    func runDefault() throws {
        let session = try ProviderSession()
        let krunner = try session.krunner()
        let id = try session.id(of: "Crème brûlée")
        try krunner.run(id, "")
        let page = session.folder.file("cache/larder/pages/\(id).html")
        #expect(FileManager.default.fileExists(atPath: page), "the provider did not write \(page)")
        let recent = try String(contentsOfFile: session.folder.file("data/recently-used.xbel"), encoding: .utf8)
        #expect(recent.contains("Cr%C3%A8me%20br%C3%BBl%C3%A9e.recipe.md"), "\(recent)")
    }

    @Test("SetActivationToken, then Run: the browser starts with that XDG_ACTIVATION_TOKEN; the token serves that one Run")
    func activationToken() throws {
        let session = try ProviderSession(recordingBrowser: true)
        let krunner = try session.krunner()
        let id = try session.id(of: "Crème brûlée")
        // GIO hands a local file to %u as its path.
        let page = session.folder.file("cache/larder/pages/\(id).html")
        try krunner.setActivationToken("larder-token-1")
        try krunner.run(id, "")
        let record = { (try? String(contentsOfFile: session.browserRecord, encoding: .utf8)) ?? "" }
        #expect(Poll.until(seconds: 30) { !record().isEmpty } != nil, "the default browser was not started")
        #expect(record() == "larder-token-1 \(page)\n", "\(record())")
        // KRunner sends a token before each Run; a Run without one gets none.
        try FileManager.default.removeItem(atPath: session.browserRecord)
        try krunner.run(id, "open")
        #expect(Poll.until(seconds: 30) { !record().isEmpty } != nil, "the default browser was not started")
        #expect(record() == "none \(page)\n", "\(record())")
    }

    @Test("Run with unknown match or action IDs, or with nowhere to show or copy to, does nothing and the provider goes on")
    func runUnknown() throws {
        let session = try ProviderSession()
        let krunner = try session.krunner()
        #expect(try krunner.actions().count == 3)  // D-Bus starts the provider
        let pid = try session.client().providerProcess()
        let id = try session.id(of: "Spaghetti Carbonara")
        for (match, action) in [("not-an-id", ""), ("not-an-id", "copy"), (UUID().uuidString.lowercased(), ""),
                                (UUID().uuidString.lowercased(), "show-card"), (id, "no-such-action"), ("", ""),
                                // No file manager, clipboard or display on the test's bus: reported on stderr, no crash.
                                (id, "show-card"), (id, "copy")] {
            try krunner.run(match, action)
        }
        #expect(!FileManager.default.fileExists(atPath: session.folder.file("cache/larder/pages/\(id).html")), "no action opened the recipe")
        try krunner.teardown()
        #expect(try krunner.match("carbo").first?.id == id)
        #expect(try session.client().providerProcess() == pid, "the same provider answered throughout")
    }

    @Test("copy hands the recipe's text to Plasma's clipboard (org.kde.klipper)")
    func copyToKlipper() throws {
        let session = try ProviderSession()
        let klipper = try KlipperStandIn(busAddress: session.bus.address)
        let id = try session.id(of: "Борщ")
        try session.krunner().run(id, "copy")
        let copied = try #require(klipper.contents.first, "Klipper got nothing")
        #expect(copied.hasPrefix("Борщ\n") && copied.contains("- 500 г свёклы"), "\(copied)")
        let metas = try session.client().resultMetas([id])
        #expect(copied == metas.first?["clipboardText"], "the text GNOME Shell's Ctrl+C copies")
    }

    @Test("the interface file and the runner's registration agree with the service")
    func files() throws {
        let data = try String(contentsOfFile: CLI.repository + "/data/dbus/org.kde.krunner1.xml", encoding: .utf8)
        #expect(data == KRunnerInterface.introspectionXML)
        let entry = try ProviderSession.fill("krunner.desktop.in")
        #expect(!entry.contains("@"), "\(entry)")
        let keys = Dictionary(entry.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line -> (String, String)? in
            let parts = line.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }, uniquingKeysWith: { first, _ in first })
        #expect(keys["X-Plasma-API"] == "DBus2", "Config and Teardown are called with DBus2 only")
        #expect(keys["X-Plasma-DBusRunner-Service"] == ApplicationID.searchProviderBusName, "the bus name GNOME Shell's provider has")
        #expect(keys["X-Plasma-DBusRunner-Path"] == "/io/github/larder/Larder/KRunner")
        #expect(keys["X-Plasma-DBusRunner-Path"] == ApplicationID.krunnerObjectPath)
        #expect(keys["X-Plasma-Runner-Min-Letter-Count"] == "2", "as Config says")
        #expect(keys["X-KDE-PluginInfo-EnabledByDefault"] == "true" && keys["Name"] == "Larder" && keys["Icon"] == ApplicationID.id)
    }
}
