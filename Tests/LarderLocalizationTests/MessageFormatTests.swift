import LarderLocalization
import Testing

@Suite("Message placeholders")
struct MessageFormatTests {
    @Test("%@ takes the values in order")
    func inOrder() {
        #expect(MessageFormat.fill("imported %@ of %@ files", with: [3, "12"]) == "imported 3 of 12 files")
    }

    @Test("%N$@ takes a value by position, so a translation can change the order")
    func byPosition() {
        #expect(MessageFormat.fill("%2$@ : %1$@", with: ["a", "b"]) == "b : a")
        #expect(MessageFormat.fill("%1$@, %1$@", with: ["x"]) == "x, x")
    }

    @Test("%% is a percent sign; other % forms and missing values stay as written")
    func literalPercent() {
        #expect(MessageFormat.fill("100%% of %@", with: ["it"]) == "100% of it")
        #expect(MessageFormat.fill("%d and %@ and %@", with: ["one"]) == "%d and one and %@")
        #expect(MessageFormat.fill("%3$@ %0$@ %$@ 50%", with: ["a"]) == "%3$@ %0$@ %$@ 50%")
        #expect(MessageFormat.fill("no placeholder", with: ["unused"]) == "no placeholder")
    }

    @Test("values are inserted as they are, never read as placeholders")
    func valuesAreNotFormats() {
        #expect(MessageFormat.fill("%@ and %@", with: ["%@", "50%"]) == "%@ and 50%")
        #expect(MessageFormat.fill("«%@»", with: ["рецепт 🍲"]) == "«рецепт 🍲»")
    }

    @Test("a message without a catalogue is itself, with its values")
    func untranslated() {
        #expect(tr("Larder has %@ recipes", 48) == "Larder has 48 recipes")
        #expect(trn("%@ recipe", "%@ recipes", 1, 1) == "1 recipe")
        #expect(trn("%@ recipe", "%@ recipes", 2, 2) == "2 recipes")
        #expect(trc("verb", "Open %@", "it") == "Open it")
    }
}
