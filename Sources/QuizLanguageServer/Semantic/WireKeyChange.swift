@_spi(Tools) import QuizCompiler
import QuizRuntime

/// A string a backend stores that renaming a symbol would change: a question's wire key, an
/// option id clients answer with, or a key of the results (outcome codes, trait names,
/// derived score, result and band ids). Scale names are internal and never change one.
package struct WireKeyChange: Sendable, Equatable {
    /// The stored string as it is now.
    package var wireKey: String
    /// What the string is, for messages: "the wire key of question `q1`".
    package var role: String

    /// `role` with the key: "the wire key `q1` of question `q1`" style, for messages and labels.
    package var description: String { "\(role) `\(wireKey)`" }

    /// What renaming `symbol` changes that a backend stores, or `nil` when the name is internal
    /// to the quiz (a scale; a question with its own `key:`, or under `answer_key: text`).
    package static func of(_ symbol: SymbolID, in index: SymbolIndex) -> WireKeyChange? {
        let name = symbol.name.string
        switch symbol.kind {
        case .scale:
            return nil
        case .question:
            guard let quiz = index.quiz(of: symbol.scope)?.source else { return nil }
            let question = quiz.questions.first { $0.id.map { ExactString($0.value) } == symbol.name }
            if question?.key != nil || quiz.answerKey?.value == .text { return nil }
            return WireKeyChange(wireKey: name, role: "the wire key (clients submit the answers under it) of question")
        case .option:
            return WireKeyChange(
                wireKey: name,
                role:
                    "the answer value (clients submit it, backends store it) of question `\(symbol.owner?.string ?? "")`"
            )
        case .trait:
            return WireKeyChange(wireKey: name, role: "the score key (results name each score by it) of trait")
        case .outcome:
            return WireKeyChange(wireKey: name, role: "the outcome code (results report it) of outcome")
        case .derivedScore:
            return WireKeyChange(wireKey: name, role: "the result key (results name the value by it) of derived score")
        case .result:
            return WireKeyChange(wireKey: name, role: "the result key (results name the band by it) of result")
        case .band:
            return WireKeyChange(
                wireKey: name, role: "the band id (results report it) in result `\(symbol.owner?.string ?? "")`")
        }
    }
}
