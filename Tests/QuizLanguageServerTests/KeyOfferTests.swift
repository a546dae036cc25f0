import Foundation
import QuizLanguageServer
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Every key completion offers is one the decoder accepts there: in the shipped quizzes and
/// their translations (quizzes/ and Examples), at a new key after each key of a block mapping
/// and at a new member at the end of each flow mapping, every offered key written there with
/// a value of its shape gives no `unknown-field`, while a key the language lacks written with
/// them does; and every key of a block mapping is offered where it stands when it is removed.
@Suite struct KeyOfferTests {
    static func shipped() throws -> [[(path: String, bytes: [UInt8])]] {
        try CompletionOfferTests.families(in: "quizzes")
            + CompletionOfferTests.families(in: "Examples/QuizClient/Sources/QuizClient")
    }

    @Test func everyOfferedKeyIsAcceptedWhereItIsOffered() throws {
        var tried: Set<String> = []
        var mappings: Set<String> = []
        for sources in try Self.shipped() {
            for source in sources {
                let isTranslation = !source.path.hasSuffix(".quiz.yaml")
                let lines = String(decoding: source.bytes, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false
                ).map(String.init)
                var sampled: [String: Int] = [:]
                for spot in Self.spots(in: lines) {
                    // A bounded sample: three places after each key (or flow line) per file.
                    guard sampled[spot.above, default: 0] < 3 else { continue }
                    sampled[spot.above, default: 0] += 1
                    // A block spot is a new line; a flow spot's line replaces the mapping's.
                    let rest = lines[(spot.line + (spot.isFlow ? 1 : 0))...]
                    let edited = lines[..<spot.line] + [spot.typed] + rest
                    let text = SourceLines(bytes: Array(edited.joined(separator: "\n").utf8))
                    let position = SourcePosition(line: spot.line + 1, column: spot.typed.unicodeScalars.count + 1)
                    guard let offer = KeyCompletion.at(position, in: text, isTranslation: isTranslation) else {
                        continue
                    }
                    let names = offer.keys.map(\.name)
                    mappings.insert(names.joined(separator: ","))
                    // One try per file, place and offer: the same offer at the same kind of place is the same test.
                    guard tried.insert("\(source.path) \(spot.isFlow) \(spot.above) \(names)").inserted else {
                        continue
                    }
                    let written = Self.writing(offer.keys, spot, isFlow: spot.isFlow)
                    let bytes = Array((lines[..<spot.line] + written + rest).joined(separator: "\n").utf8)
                    let unknown = Self.unknownFieldLines(source.path, bytes, in: sources)
                    let last = spot.line + written.count - 1
                    #expect(
                        unknown.filter { $0 >= spot.line && $0 < last }.isEmpty,
                        "\(source.path):\(spot.line + 1) after `\(spot.above)`: offered \(names), unknown at \(unknown)"
                    )
                    // The key the language lacks, written last, is refused: the decoder read these lines.
                    #expect(
                        unknown.contains(last), "\(source.path):\(spot.line + 1): `not_a_key` was not refused")
                }
            }
        }
        // The shipped files reach the top level, questions, options, scoring, results, bands,
        // derived scores, conditions and translations.
        #expect(mappings.count >= 12, "\(mappings.sorted())")
    }

    /// Every key of a block mapping in the shipped files is offered on its own line, typed
    /// from its first letter, where the line stands.
    @Test func everyWrittenKeyIsOfferedWhereItStands() throws {
        var offered = 0
        for sources in try Self.shipped() {
            for source in sources {
                let isTranslation = !source.path.hasSuffix(".quiz.yaml")
                let lines = String(decoding: source.bytes, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false
                ).map(String.init)
                var sampled: [String: Int] = [:]
                for (number, line) in lines.enumerated() {
                    // A bounded sample: three lines of each key per file.
                    guard let key = Self.blockKey(line), sampled[key.name, default: 0] < 3 else { continue }
                    sampled[key.name, default: 0] += 1
                    let typed = String(line.prefix(key.column)) + String(key.name.prefix(1))
                    var edited = lines
                    edited[number] = typed
                    let position = SourcePosition(line: number + 1, column: typed.unicodeScalars.count + 1)
                    let text = SourceLines(bytes: Array(edited.joined(separator: "\n").utf8))
                    guard let offer = KeyCompletion.at(position, in: text, isTranslation: isTranslation) else {
                        continue  // a name (a trait, an outcome code, a question id), not a key of the language
                    }
                    offered += 1
                    #expect(
                        offer.keys.contains { $0.name == key.name },
                        "\(source.path):\(number + 1): `\(key.name)` is not offered: \(offer.keys.map(\.name))")
                }
            }
        }
        #expect(offered > 100)
    }

    /// A place to type a new key: a new line after a block key's entry (its nested lines
    /// included) at the key's column, or `, ` at the end of a flow mapping on its line.
    struct Spot {
        var line: Int
        var typed: String
        var isFlow: Bool
        var above: String
    }

    static func spots(in lines: [String]) -> [Spot] {
        var spots: [Spot] = []
        for (number, line) in lines.enumerated() {
            if let key = blockKey(line) {
                var end = number + 1
                while end < lines.count {
                    let content = lines[end].drop { $0 == " " }
                    let column = lines[end].count - content.count
                    if !(content.isEmpty || content.first == "#" || column > key.column) { break }
                    end += 1
                }
                spots.append(
                    Spot(line: end, typed: String(repeating: " ", count: key.column), isFlow: false, above: key.name))
            }
            if let close = line.lastIndex(of: "}"), line.trimmingCharacters(in: .whitespaces).hasSuffix("}"),
                !line.contains("#")
            {
                // The flow mapping's members continue on a line of their own (flow lines may span lines).
                let first = line.drop { $0 != "{" }.dropFirst().prefix { $0.isLetter || $0 == "_" }
                spots.append(
                    Spot(line: number, typed: String(line[..<close]) + ", ", isFlow: true, above: "{" + first))
            }
        }
        return spots
    }

    /// The key of a block mapping's line (`key:` after spaces or `- `), with the column where it starts.
    static func blockKey(_ line: String) -> (name: String, column: Int)? {
        var rest = Substring(line).drop { $0 == " " }
        while rest.hasPrefix("- ") { rest = rest.dropFirst(2).drop { $0 == " " } }
        let name = rest.prefix { $0.isLetter || $0 == "_" }
        guard !name.isEmpty, rest.dropFirst(name.count).hasPrefix(":") else { return nil }
        return (String(name), line.count - rest.count)
    }

    /// The lines that write `keys` at `spot`, then `not_a_key`.
    static func writing(_ keys: [LanguageKey], _ spot: Spot, isFlow: Bool) -> [String] {
        let entries = keys.map { "\($0.name): \(value($0.shape))" } + ["not_a_key: 1"]
        if isFlow {
            // One member a line, the flow closed after the last.
            return entries.enumerated().map { index, entry in
                (index == 0 ? spot.typed : String(repeating: " ", count: spot.typed.count)) + entry
                    + (index == entries.count - 1 ? "}" : ",")
            }
        }
        return entries.map { spot.typed + $0 }
    }

    /// A value of `shape` written in flow style.
    static func value(_ shape: ValueShape) -> String {
        switch shape {
        case .text, .name: return "x"
        case .boolean: return "true"
        case .integer, .number, .answer: return "1"
        case .kind(let table): return Vocabulary.kindNames(table)[0]
        case .mapping, .map: return "{}"
        case .list: return "[]"
        case .either(let first, _): return value(first)
        }
    }

    /// The (0-based) lines where lint reports `unknown-field` in `path` written as `bytes`.
    static func unknownFieldLines(
        _ path: String, _ bytes: [UInt8], in sources: [(path: String, bytes: [UInt8])]
    ) -> [Int] {
        var quick = QuizCompilation()
        quick.analysisTiming = .skipped
        let edited = sources.map { $0.path == path ? (path: path, bytes: bytes) : $0 }
        return BuildSession(sources: edited, compilation: quick).diagnostics.filter {
            $0.file == path && $0.code == .unknownField
        }.map { $0.range.start.line - 1 }
    }
}
