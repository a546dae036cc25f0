import Foundation
import QuizFixes
import QuizLanguageServer
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Every kind name completion offers is accepted: at each value of a kind-valued key (`type:`,
/// `model:`, `distance:`, …) in the shipped quizzes and their translations, each offered name
/// written in place of the one there is accepted by the decoder, and a misspelt name is refused
/// with "did you mean" the name it was.
@Suite struct KindOfferTests {
    @Test func everyOfferedKindNameIsAccepted() throws {
        var tables: Set<String> = []
        for sources in try CompletionOfferTests.allFamilies() {
            for source in sources {
                let lines = SourceLines(bytes: source.bytes)
                let isTranslation = !source.path.hasSuffix(".quiz.yaml")
                for number in 1...max(1, lines.count) {
                    guard let text = lines.text(ofLine: number), let spot = kindSpot(in: text, line: number)
                    else { continue }
                    guard let offer = KindCompletion.at(spot.end, in: lines, isTranslation: isTranslation) else {
                        continue
                    }
                    tables.insert(offer.kinds.map(\.name).joined(separator: ","))
                    for kind in offer.kinds {
                        let messages = try messages(writing: kind.name, at: offer.range, of: source.path, in: sources)
                        #expect(
                            !messages.contains { $0.contains("is not one of") },
                            "\(source.path):\(number) `\(kind.name)` gives \(messages)")
                    }
                    let misspelt = try messages(writing: spot.name + "q", at: offer.range, of: source.path, in: sources)
                    #expect(
                        misspelt.contains { $0.contains("is not one of") && $0.contains("did you mean `\(spot.name)`") }
                    )
                }
            }
        }
        // The shipped quizzes use question types, scoring models and a distance at least.
        #expect(tables.contains(Vocabulary.kindNames(.questionTypes).joined(separator: ",")))
        #expect(tables.contains(Vocabulary.kindNames(.scoringModels).joined(separator: ",")))
    }

    /// The value of a `key: value` line (plain, one word) and the position at its end.
    private func kindSpot(in text: String, line: Int) -> (name: String, end: SourcePosition)? {
        let parts = text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let value = parts[1].trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty, value.unicodeScalars.allSatisfy({ $0 == "_" || ("a"..."z").contains($0) }) else {
            return nil
        }
        return (value, SourcePosition(line: line, column: text.unicodeScalars.count + 1))
    }

    /// The messages lint reports on the line of `range` with `name` written over it in `path`.
    private func messages(
        writing name: String, at range: SourceRange, of path: String, in sources: [(path: String, bytes: [UInt8])]
    ) throws -> [String] {
        let edited = try sources.map { source in
            guard source.path == path else { return source }
            let edit = Diagnostic.Fix.Edit(file: path, range: range, replacement: name)
            return (source.path, try #require(SourceEdits.apply([edit], to: source.bytes)))
        }
        var quick = QuizCompilation()
        quick.analysisTiming = .skipped
        return BuildSession(sources: edited, compilation: quick).diagnostics.filter {
            $0.file == path && $0.range.start.line == range.start.line
        }.map(\.message)
    }
}
