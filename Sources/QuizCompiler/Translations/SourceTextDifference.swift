/// Where a translation's recorded source text and the quiz's current text first differ,
/// for `stale-translation`: both texts shown as a window of the same characters around
/// the first difference (an ellipsis where a window is cut, a line break shown as `↵`),
/// and the position of that character. A change near the end of a long text stays
/// visible, which a shortened start of each text would hide.
struct SourceTextDifference {
    /// The recorded source text's window.
    let old: String
    /// The quiz's current text's window.
    let new: String
    /// The first character that differs, counted from 1 (one past the shorter text when
    /// that text is the start of the other).
    let position: Int

    /// How many characters a window shows before the first difference.
    static let before = 20
    /// How many characters a window shows at most.
    static let width = 60

    /// Characters are compared by their Unicode scalars (both texts are NFC already).
    init(old: String, new: String) {
        let oldCharacters = Array(old), newCharacters = Array(new)
        var first = 0
        while first < oldCharacters.count, first < newCharacters.count,
            oldCharacters[first].unicodeScalars.elementsEqual(newCharacters[first].unicodeScalars)
        {
            first += 1
        }
        let start = max(oldCharacters.count, newCharacters.count) <= Self.width ? 0 : max(0, first - Self.before)
        self.old = Self.window(oldCharacters, from: start)
        self.new = Self.window(newCharacters, from: start)
        self.position = first + 1
    }

    private static func window(_ characters: [Character], from start: Int) -> String {
        let end = min(characters.count, start + width)
        var text = start > 0 ? "…" : ""
        for character in characters[min(start, end)..<end] {
            text += character.isNewline ? "↵" : String(character)
        }
        return end < characters.count ? text + "…" : text
    }
}
