/// Choosing the locale to show: RFC 4647 "lookup" over the bundle's locales, and the
/// `Accept-Language` header read into a list of language ranges (docs/runtime.md, "Locales").
///
/// Every runtime (Swift, JavaScript, Python) implements these steps identically, so a
/// user's preferences select the same locale on every platform. Tags and ranges are
/// compared ignoring ASCII case only; nothing is normalized beyond that.
public enum LocaleLookup {
    /// The most language ranges `lookup(_:available:default:)` tries and
    /// `preferredLanguages(acceptLanguage:)` reads: later ones are ignored. A user's list or
    /// a browser's header has a handful; the first few decide.
    public static let maxLanguageRanges = 32

    /// The most characters (Unicode scalars) a language range may have; `lookup` skips a
    /// longer one. BCP 47 tags are at most 35 characters without extensions and private use
    /// (RFC 5646 §4.4.1); this leaves room for those, not for a page of text.
    public static let maxLanguageRangeLength = 255

    /// The tag of `available` that best matches `preferred`, else `default`.
    ///
    /// Only the first `maxLanguageRanges` ranges of `preferred` are tried, in order (most
    /// preferred first): `_` becomes `-`; an empty range, `*` and a range of more than
    /// `maxLanguageRangeLength` characters are skipped. The range is then tried as is and
    /// shortened one subtag at a time from the end (`de-CH-1996` → `de-CH` → `de`); a
    /// single-character subtag left at the end by a cut (`x`, `u`) is removed with it
    /// (`en-x-pirate` tries `en-x-pirate`, then `en`). The first tag of `available` equal to
    /// a tried range ignoring ASCII case is returned, spelled as in `available`. With no
    /// match for any range, the result is `default` (a quiz's source locale). The work is
    /// linear in the length of the ranges: a shortened range is looked up only when some
    /// tag has its length.
    ///
    /// ```swift
    /// LocaleLookup.lookup(["de-AT", "fr"], available: ["de", "en"], default: "en")  // "de"
    /// LocaleLookup.lookup(["zh-Hant-TW"], available: ["en", "zh-Hant"], default: "en")  // "zh-Hant"
    /// LocaleLookup.lookup(["fr"], available: ["de", "en"], default: "en")  // "en"
    /// ```
    public static func lookup(_ preferred: [String], available: [String], default defaultTag: String) -> String {
        // Lowercased tag → the tag as written (the first of equal ones), by UTF-8 length.
        var tagsByLength: [Int: [[UInt8]: String]] = [:]
        for tag in available {
            let key = LanguageTag.asciiLowercasedBytes(tag)
            if tagsByLength[key.count]?[key] == nil { tagsByLength[key.count, default: [:]][key] = tag }
        }
        for range in preferred.prefix(maxLanguageRanges) where !isTooLong(range) {
            let candidate = LanguageTag.asciiLowercasedBytes(range).map { $0 == underscore ? hyphen : $0 }
            if candidate == [asterisk] { continue }
            var end = candidate.count  // the range tried is candidate[..<end]
            while end > 0 {
                if let sameLength = tagsByLength[end], let tag = sameLength[Array(candidate[..<end])] { return tag }
                end = lastHyphen(candidate, before: end) ?? 0
                // A single-character subtag left last goes too (`de-x-y` → `de-x` → `de`).
                let subtagStart = lastHyphen(candidate, before: end).map { $0 + 1 } ?? 0
                if LanguageTag.isOneCharacter(candidate[subtagStart..<end]) { end = max(subtagStart - 1, 0) }
            }
        }
        return defaultTag
    }

    /// Whether `range` has more than `maxLanguageRangeLength` Unicode scalars.
    private static func isTooLong(_ range: String) -> Bool {
        range.utf8.count > maxLanguageRangeLength && range.unicodeScalars.count > maxLanguageRangeLength
    }

    /// The index of the last `-` in `bytes[..<end]`, or `nil`.
    private static func lastHyphen(_ bytes: [UInt8], before end: Int) -> Int? {
        bytes[..<end].lastIndex(of: hyphen)
    }

    /// The language ranges of an HTTP `Accept-Language` header, most preferred first.
    ///
    /// The header is split on `,` and only its first `maxLanguageRanges` items are read (empty
    /// ones counted); each item is trimmed of spaces and tabs and split on `;`.
    /// The first part (trimmed) is the range; an empty item or range is skipped. Of the
    /// other parts, `q=VALUE` (the name `q` or `Q`, spaces and tabs around the name and the
    /// value allowed) sets the quality, which must be written `0`, `0.` to `0.999` or `1`,
    /// `1.` to `1.000` (at most three decimals) or the whole item is skipped; when an item
    /// has several, the last one counts. Other parameters are ignored. The quality is 1 when
    /// not given, and an item of quality 0 is left out. The ranges come sorted by quality,
    /// highest first, items of equal quality in header order; each is returned as written
    /// (no case change), ready for `lookup(_:available:default:)`.
    ///
    /// ```swift
    /// LocaleLookup.preferredLanguages(acceptLanguage: "de-AT;q=0.8, fr, *;q=0.1, en;q=0")
    /// // ["fr", "de-AT", "*"]
    /// ```
    public static func preferredLanguages(acceptLanguage header: String) -> [String] {
        var ranges: [(range: String, quality: Int)] = []
        let items = Array(header.utf8).split(
            separator: comma, maxSplits: maxLanguageRanges, omittingEmptySubsequences: false)
        for item in items.prefix(maxLanguageRanges).map(Array.init) {
            let parts = split(trim(item), at: semicolon)
            guard let first = parts.first else { continue }
            let range = trim(first)
            guard !range.isEmpty else { continue }
            var quality = 1000, malformed = false
            for parameter in parts.dropFirst() {
                let parameter = trim(parameter)
                guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")) else { continue }
                let name = trim(parameter[..<equals])
                guard name == [UInt8(ascii: "q")] || name == [UInt8(ascii: "Q")] else { continue }
                if let value = thousandths(trim(parameter[(equals + 1)...])) {
                    quality = value
                } else {
                    malformed = true
                }
            }
            guard !malformed, quality > 0 else { continue }
            ranges.append((String(decoding: range, as: UTF8.self), quality))
        }
        // A stable sort: `enumerated` offsets break ties in header order.
        return ranges.enumerated()
            .sorted {
                $0.element.quality != $1.element.quality
                    ? $0.element.quality > $1.element.quality : $0.offset < $1.offset
            }
            .map(\.element.range)
    }

    private static let hyphen = UInt8(ascii: "-"), underscore = UInt8(ascii: "_"), asterisk = UInt8(ascii: "*")
    private static let comma = UInt8(ascii: ","), semicolon = UInt8(ascii: ";")

    /// The pieces of `bytes` between `separator`s (empty pieces kept).
    private static func split(_ bytes: [UInt8], at separator: UInt8) -> [[UInt8]] {
        bytes.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
    }

    /// `bytes` without leading and trailing spaces and tabs.
    private static func trim(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let start = bytes.firstIndex(where: { !isBlank($0) }), let end = bytes.lastIndex(where: { !isBlank($0) })
        else { return [] }
        return Array(bytes[start...end])
    }

    private static func trim(_ bytes: [UInt8]) -> [UInt8] { trim(bytes[...]) }

    /// A quality value `^(0(\.[0-9]{0,3})?|1(\.0{0,3})?)$` in thousandths, else `nil`.
    private static func thousandths(_ value: [UInt8]) -> Int? {
        guard let whole = value.first, whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
        var result = whole == UInt8(ascii: "1") ? 1000 : 0
        guard value.count > 1 else { return result }
        let fraction = value.dropFirst(2)
        guard value[1] == UInt8(ascii: "."), fraction.count <= 3 else { return nil }
        var scale = 100
        for digit in fraction {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9"),
                whole == UInt8(ascii: "0") || digit == UInt8(ascii: "0")
            else {
                return nil
            }
            result += Int(digit - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return result
    }
}

extension QuizBundle {
    /// The tags of every locale of the bundle, the source's included, sorted by UTF-8 bytes
    /// (the order of `locales`).
    public var localeTags: [String] { locales.map(\.locale) }

    /// The texts of the locale that best matches the user's preferred language ranges (most
    /// preferred first), by `LocaleLookup.lookup(_:available:default:)` over `localeTags`;
    /// the source locale's when none matches. Show these texts, written in their
    /// `direction`; answers are still submitted by wire key and option id or value, which
    /// are the same in every locale.
    ///
    /// ```swift
    /// let texts = bundle.locale(matching: LocaleLookup.preferredLanguages(acceptLanguage: header))
    /// // on iOS: bundle.locale(matching: Locale.preferredLanguages)
    /// ```
    public func locale(matching preferred: [String]) -> LocaleTexts {
        let tag = LocaleLookup.lookup(preferred, available: localeTags, default: sourceLocale)
        return texts(forLocale: tag) ?? sourceTexts
    }

    /// The texts of the locale `tag` names (compared ignoring ASCII case, without fallback:
    /// `de-AT` does not find `de`), or `nil` when the bundle has no such locale.
    public func texts(forLocale tag: String) -> LocaleTexts? {
        if LanguageTag.equalIgnoringASCIICase(tag, sourceLocale) { return sourceTexts }
        return translations.first { LanguageTag.equalIgnoringASCIICase($0.locale, tag) }
    }
}

/// Byte-level helpers for BCP 47 tags; all comparisons ignore ASCII case only.
enum LanguageTag {
    /// `^[A-Za-z0-9]{1,8}(-[A-Za-z0-9]{1,8})*$`: the shape a `locales` member name must have.
    static func isWellFormed(_ tag: String) -> Bool {
        var length = 0
        for byte in tag.utf8 {
            if byte == UInt8(ascii: "-") {
                guard length > 0 else { return false }
                length = 0
            } else {
                guard isASCIILetterOrDigit(byte), length < 8 else { return false }
                length += 1
            }
        }
        return length > 0
    }

    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || isASCIILetter(byte)
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    static func asciiLowercasedBytes(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    static func asciiLowercased(_ text: String) -> String {
        String(decoding: asciiLowercasedBytes(text), as: UTF8.self)
    }

    static func equalIgnoringASCIICase(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && asciiLowercasedBytes(a) == asciiLowercasedBytes(b)
    }

    /// Whether `bytes` (a subtag) is one Unicode scalar.
    static func isOneCharacter(_ bytes: ArraySlice<UInt8>) -> Bool {
        // UTF-8 continuation bytes are 10xxxxxx; every other byte starts a scalar.
        !bytes.isEmpty && bytes.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
    }
}
