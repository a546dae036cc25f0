import Foundation
import QuizFixes
import QuizLanguageServer
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Every name completion offers resolves: at each reference slot of the shipped quizzes and
/// their translations, each offered name written in place of the name there lints with no new
/// reference error, and a declared name of a kind the slot does not accept gets one.
@Suite struct CompletionOfferTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The shipped quizzes with their translations, the language goldens (`nearest`,
    /// conditions), a `bands` quiz and the conformance profile (every derived kind): together
    /// they use every reference slot.
    static func allFamilies() throws -> [[(path: String, bytes: [UInt8])]] {
        let language = try families(in: "Tests/QuizCompilerTests/Golden/language")
        // No quiz tests an anchor with `at_least`: the branching golden with one that does.
        let branching = try #require(language.first { $0[0].path == "branching.quiz.yaml" }?[0])
        let atLeast = String(decoding: branching.bytes, as: UTF8.self)
            .replacingOccurrences(of: "at_most: moderate", with: "at_least: moderate")
        return try families(in: "quizzes") + language
            + families(in: "Tests/Conformance/sources", only: "bands.quiz.yaml")
            + families(in: "Tests/Conformance/sources", only: "profile.quiz.yaml")
            + [[("branching-at-least.quiz.yaml", Array(atLeast.utf8))]]
    }

    /// Each quiz of `folder` with its translation files (`NAME.quiz.yaml`, `NAME.LANG.yaml`).
    static func families(in folder: String, only: String? = nil) throws -> [[(path: String, bytes: [UInt8])]] {
        let directory = root.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
        return try names.filter { $0.hasSuffix(".quiz.yaml") && (only == nil || $0 == only) }.map { quiz in
            let stem = String(quiz.dropLast(".quiz.yaml".count))
            let translations = names.filter { name in
                name != quiz && name.hasPrefix(stem + ".") && name.hasSuffix(".yaml") && !name.hasSuffix(".quiz.yaml")
                    && name.dropFirst(stem.count + 1).dropLast(".yaml".count).allSatisfy { $0 != "." }
            }
            return try ([quiz] + translations).map { name in
                (name, Array(try Data(contentsOf: directory.appendingPathComponent(name))))
            }
        }
    }

    /// Whether `code` says a name does not resolve where it stands (an unknown name, a name
    /// of the wrong kind or order).
    static func isReference(_ code: DiagnosticCode) -> Bool {
        code.rawValue.hasPrefix("unknown-") || code.rawValue.contains("reference")
    }

    /// The codes of the errors and warnings lint reports at `spot` for `sources`.
    static func codes(at spot: Spot, in sources: [(path: String, bytes: [UInt8])]) -> [DiagnosticCode] {
        var quick = QuizCompilation()
        quick.analysisTiming = .skipped
        let start = spot.context.range.start
        return BuildSession(sources: sources, compilation: quick).diagnostics.filter { diagnostic in
            diagnostic.severity != .note && diagnostic.file == spot.path && diagnostic.range.start.line == start.line
                && (start.column - 1...start.column).contains(diagnostic.range.start.column)
        }.map(\.code)
    }

    /// A spot where a quiz names a symbol: the completion context with the cursor at the end
    /// of the name (the name is the typed prefix that a chosen name replaces).
    struct Spot {
        var path: String
        var context: CompletionContext
    }

    /// The spots of `path`, and the uses of names where completion expects no name.
    static func spots(in index: SymbolIndex, path: String, bytes: [UInt8]) -> (spots: [Spot], missed: [String]) {
        let lines = SourceLines(bytes: bytes)
        let isTranslation = index.files[path]?.translation != nil
        var spots: [Spot] = []
        var missed: [String] = []
        for occurrence in index.occurrences(in: path) where occurrence.role == .reference {
            let name = occurrence.symbol.name.string
            let written = lines.text(occurrence.range)
            let start = occurrence.range.start.column + (written.hasPrefix("\"") || written.hasPrefix("'") ? 1 : 0)
            let end = SourcePosition(line: occurrence.range.start.line, column: start + name.unicodeScalars.count)
            guard let context = CompletionContext.at(end, in: lines, isTranslation: isTranslation) else {
                missed.append("\(path):\(end.line):\(end.column) \(occurrence.symbol.kind.rawValue) `\(name)`")
                continue
            }
            spots.append(Spot(path: path, context: context))
        }
        return (spots, missed)
    }

    /// `sources` with `name` written at `spot` (as completion writes it: quoted where YAML
    /// needs it, unless typed after a quote).
    static func replacing(
        _ spot: Spot, with name: String, in sources: [(path: String, bytes: [UInt8])]
    ) throws -> [(path: String, bytes: [UInt8])] {
        try sources.map { source in
            guard source.path == spot.path else { return source }
            let lines = SourceLines(bytes: source.bytes)
            let line = Array((lines.text(ofLine: spot.context.range.start.line) ?? "").unicodeScalars)
            let column = spot.context.range.start.column - 1
            let quoted = column > 0 && (line[column - 1] == "\"" || line[column - 1] == "'")
            let edit = Diagnostic.Fix.Edit(
                file: source.path, range: spot.context.range,
                replacement: quoted ? name : YAMLScalarWriter.flowScalar(name))
            return (source.path, try #require(SourceEdits.apply([edit], to: source.bytes)))
        }
    }

    @Test func everyOfferedNameResolvesAndNoOtherKindDoes() throws {
        var covered: Set<String> = []
        for sources in try Self.allFamilies() {
            let index = SymbolIndex(files: sources.map { SemanticFile(path: $0.path, bytes: $0.bytes) })
            var tried: [String: Int] = [:]
            for source in sources {
                let scope = try #require(index.scope(ofFile: source.path))
                let (spots, missed) = Self.spots(in: index, path: source.path, bytes: source.bytes)
                // Every use of a name stands where completion expects that name.
                #expect(missed.isEmpty, "no completion at: \(missed.prefix(10))")
                for spot in spots {
                    let slot = spot.context.referenceSlot
                    let slotName = Self.name(slot)
                    // A bounded sample: two spots of each slot per quiz.
                    guard tried[slotName, default: 0] < 2 else { continue }
                    tried[slotName, default: 0] += 1
                    covered.insert(slotName)
                    let offered = CompletionCandidates.symbols(
                        for: spot.context, in: scope, index: index, path: source.path)
                    #expect(!offered.isEmpty, "\(source.path): nothing offered at \(spot.context.range.start)")
                    let before = Self.codes(at: spot, in: sources)
                    for symbol in offered.prefix(4) + offered.suffix(2) {
                        let after = Self.codes(
                            at: spot, in: try Self.replacing(spot, with: symbol.name.string, in: sources))
                        #expect(
                            after.filter(Self.isReference).count <= before.filter(Self.isReference).count,
                            "\(source.path) \(spot.context.range.start) `\(slot.key)`: offered `\(symbol.name.string)` gives \(after)"
                        )
                    }
                    try expectOtherKindsRejected(at: spot, in: sources, index: index, scope: scope, before: before)
                }
            }
        }
        // Every slot of the language is tried at least once.
        let all = Set(ReferenceSlots.all.map(Self.name))
        #expect(all.subtracting(covered).isEmpty, "never tried: \(all.subtracting(covered).sorted())")
    }

    static func name(_ slot: ReferenceSlot) -> String {
        "\(slot.document) \(slot.key) \(slot.position) \(slot.within ?? "")"
    }

    /// A declared name of each kind the slot does not accept (and that is no name of a kind
    /// it does) gets an error or a warning there.
    func expectOtherKindsRejected(
        at spot: Spot, in sources: [(path: String, bytes: [UInt8])], index: SymbolIndex, scope: QuizScope,
        before: [DiagnosticCode]
    ) throws {
        let accepted = Set(
            spot.context.kinds.flatMap { index.definedSymbols(in: scope, kind: $0) }.map(\.name))
        // A slot that also takes new names (a band's outcome code) rejects none.
        guard !spot.context.referenceSlot.acceptsNewNames else { return }
        for kind in SymbolKind.allCases where !spot.context.kinds.contains(kind) && !kind.hasOwner {
            guard let other = index.definedSymbols(in: scope, kind: kind).first(where: { !accepted.contains($0.name) })
            else { continue }
            let after = Self.codes(at: spot, in: try Self.replacing(spot, with: other.name.string, in: sources))
            #expect(
                after.count > before.count,
                "\(spot.path) \(spot.context.range.start) `\(spot.context.referenceSlot.key)`: the \(kind.rawValue) `\(other.name.string)` is accepted, but the slot does not list it"
            )
        }
    }

    /// docs/editors.md's "Completion" names every key of the language's reference slots, but
    /// for the derived kinds' keys, which it names through the field reference (generated from
    /// their definitions), so a new kind edits no list there.
    @Test func theCompletionDocsNameEverySlot() throws {
        let docs = try String(contentsOf: Self.root.appendingPathComponent("docs/editors.md"), encoding: .utf8)
        let start = try #require(docs.range(of: "- **Completion**"))
        let paragraph = docs[start.upperBound...]
        let end = paragraph.range(of: "\n- **") ?? paragraph.endIndex..<paragraph.endIndex
        let text = paragraph[..<end.lowerBound]
        let kinds = Set(Vocabulary.derivedKindDefinitions.map(\.name))
        #expect(text.contains("every kind of the [field reference]"))
        let missing = Set(ReferenceSlots.all.map(\.key)).subtracting(kinds).filter { !text.contains("`\($0):`") }
        #expect(missing.isEmpty, "docs/editors.md, Completion, does not name: \(missing.sorted())")
    }
}
