@_spi(Tools) import QuizCompiler
import QuizRuntime
@_spi(Tools) package import QuizYAML

/// One replacement a rename makes: the scalar at `range` of `file` becomes `newText`.
package struct RenameEdit: Sendable, Equatable {
    /// The file, as the workspace names it.
    package var file: String
    /// The scalar's range (its quotes included, when quoted).
    package var range: SourceRange
    /// The new scalar, quoted as the old one was (or quoted when the new name needs it).
    package var newText: String
}

/// Why a rename is not offered.
package struct RenameRefusal: Error, Sendable, Equatable {
    /// What to tell the author: why, and what to do instead.
    package var message: String
}

/// A rename of one symbol across its quiz and the quiz's translation files: the edits, and the
/// stored strings it changes (docs/editors.md, "Rename"). The server refuses a plan that
/// changes a wire key unless the client can ask the author to confirm it.
package struct RenamePlan: Sendable {
    /// The symbol renamed.
    package var symbol: SymbolID
    /// The new name.
    package var newName: String
    /// The replacements, by file and then position.
    package var edits: [RenameEdit]
    /// The stored strings the rename changes; empty when every renamed name is internal.
    package var wireKeyChanges: [WireKeyChange]

    /// The rename of `symbol` to `newName`, or why it is refused: the name does not have the
    /// form its kind needs, another symbol has it, or the name is spelled into other names
    /// (an axis pole's letter in the outcome codes).
    package static func make(
        _ symbol: SymbolID, to newName: String, in index: SymbolIndex
    ) -> Result<RenamePlan, RenameRefusal> {
        let what = "\(symbol.kind.rawValue) `\(symbol.name.string)`"
        if let problem = nameProblem(newName, kind: symbol.kind) {
            return .failure(RenameRefusal(message: "cannot rename \(what) to `\(newName)`: the new name \(problem)"))
        }
        if let refusal = refusal(of: symbol, in: index) { return .failure(refusal) }
        let quiz = index.quiz(of: symbol.scope)?.source
        if ExactString(newName) == symbol.name {
            return .success(RenamePlan(symbol: symbol, newName: newName, edits: [], wireKeyChanges: []))
        }
        var symbols = [symbol]
        // Under `highest`, an outcome code is the trait's name: the two are renamed together.
        if quiz?.scoring?.model?.value == .highest, symbol.kind == .trait || symbol.kind == .outcome {
            symbols.append(
                SymbolID(scope: symbol.scope, kind: symbol.kind == .trait ? .outcome : .trait, name: symbol.name))
        }
        for renamed in symbols {
            if let clash = clash(renamed, newName: newName, in: index) {
                return .failure(
                    RenameRefusal(
                        message:
                            "cannot rename \(what) to `\(newName)`: \(clash) `\(newName)` already exists; choose another name"
                    ))
            }
        }
        var edits: [RenameEdit] = []
        for renamed in symbols {
            for occurrence in index.references(of: renamed) {
                guard let file = index.files[occurrence.file] else { continue }
                let old = SourceLines(bytes: file.bytes).text(occurrence.range)
                edits.append(
                    RenameEdit(file: occurrence.file, range: occurrence.range, newText: scalar(newName, replacing: old))
                )
            }
        }
        edits.sort {
            $0.file.isExactly($1.file) ? $0.range.start < $1.range.start : ExactString($0.file) < ExactString($1.file)
        }
        let changes = symbols.compactMap { WireKeyChange.of($0, in: index) }
        return .success(RenamePlan(symbol: symbol, newName: newName, edits: edits, wireKeyChanges: changes))
    }

    /// Why `symbol` cannot be renamed to any name, or `nil`: an axis pole, whose letter spells
    /// the outcome codes.
    package static func refusal(of symbol: SymbolID, in index: SymbolIndex) -> RenameRefusal? {
        guard symbol.kind == .trait, let scoring = index.quiz(of: symbol.scope)?.source.scoring,
            scoring.model?.value == .axes,
            scoring.axes.contains(where: { $0.poles.contains { $0.value.isExactly(symbol.name.string) } })
        else { return nil }
        return RenameRefusal(
            message:
                "cannot rename trait `\(symbol.name.string)`: it is an axis pole, whose letter spells the outcome codes; rename the pole and the codes by hand"
        )
    }

    /// What is wrong with `name` as a name of `kind`, or `nil`.
    static func nameProblem(_ name: String, kind: SymbolKind) -> String? {
        switch kind {
        case .trait, .derivedScore, .result, .band:
            return IdentifierRules.matches(name, .trait) ? nil : "must be \(IdentifierRules.Kind.trait.rule)"
        case .question:
            return IdentifierRules.matches(name, .questionID) ? nil : "must be \(IdentifierRules.Kind.questionID.rule)"
        case .option, .outcome, .scale:
            return KeyRules.problem(name)
        }
    }

    /// The kind of the symbol that already has `newName` where `symbol` would take it.
    private static func clash(_ symbol: SymbolID, newName: String, in index: SymbolIndex) -> String? {
        let kinds: [SymbolKind] = symbol.kind.isScoreName ? [.trait, .derivedScore, .result] : [symbol.kind]
        for kind in kinds {
            let taken = index.definedSymbols(in: symbol.scope, kind: kind, owner: symbol.owner).contains {
                $0.name == ExactString(newName)
            }
            if taken { return kind.rawValue }
        }
        return nil
    }

    /// `name` written the way `old` (the scalar it replaces) was: in the same quotes, or plain
    /// when that reads back as `name` inside a flow collection too, else double-quoted.
    static func scalar(_ name: String, replacing old: String) -> String {
        if old.hasPrefix("\"") { return YAMLScalarWriter.doubleQuoted(name) }
        if old.hasPrefix("'") {
            var quoted = "'"
            for scalar in name.unicodeScalars {
                if scalar == "'" { quoted += "''" } else { quoted.unicodeScalars.append(scalar) }
            }
            return quoted + "'"
        }
        return YAMLScalarWriter.flowScalar(name)
    }
}
