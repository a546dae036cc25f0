/// The files generated from the vocabulary (`swift run quizc-language-tables`): the kind
/// names the JavaScript, Python and Swift runtimes check their decoders' tables against, and
/// the field reference of docs/authoring.md. `LanguageTablesTests` and the tool's `--check`
/// fail when a committed file differs from what the vocabulary gives.
@_spi(Tools) public enum LanguageTables {
    /// A file the generator writes whole: its path from the package root and its text.
    @_spi(Tools) public struct File: Sendable, Equatable {
        /// The file's path from the package root.
        @_spi(Tools) public var path: String
        /// What the generator writes into the file, whole.
        @_spi(Tools) public var text: String

        /// The file at `path` holding `text`.
        @_spi(Tools) public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The kind tables a runtime decodes a bundle by, with the name each runtime gives them
    /// (a bundle's condition operators are the few the compiler writes the source's as).
    static let runtimeTables: [(table: LanguageKindTable, constant: String, swift: String)] = [
        (.questionTypes, "QUESTION_TYPE_NAMES", "questionTypes"),
        (.scoringModels, "SCORING_MODEL_NAMES", "scoringModels"),
        (.derivedKinds, "DERIVED_KIND_NAMES", "derivedKinds"),
        (.bundleConditionOperators, "CONDITION_OPERATOR_NAMES", "conditionOperators"),
    ]

    static let header = "Generated from the compiler's vocabulary by `swift run quizc-language-tables`; do not edit."

    /// Every file the generator writes whole.
    @_spi(Tools) public static var files: [File] { [javaScriptNames, pythonNames, swiftRuntimeNames] }

    /// `runtimes/js/src/language-names.js`.
    static var javaScriptNames: File {
        var lines = ["/**", " * @file The quiz language's kind names. \(header)", " * @module", " */", ""]
        for (table, constant, _) in runtimeTables {
            let names = Vocabulary.kindNames(table).map { "'\($0)'" }.joined(separator: ", ")
            lines.append("export const \(constant) = Object.freeze([\(names)]);")
        }
        lines += [
            "", "/**", " * Throws unless a decoder's table has a rule for every name and a name for every rule.",
            " * @param {string} what", " * @param {Iterable<string>} rules", " * @param {readonly string[]} names",
            " */", "export function checkRuleNames(what, rules, names) {", "  const ruled = [...rules];",
            "  if (ruled.length !== names.length || ruled.some((name, index) => name !== names[index])) {",
            "    throw new Error(`the ${what} [${ruled.join(', ')}] are not the language's [${names.join(', ')}]`);",
            "  }", "}",
        ]
        return File(path: "runtimes/js/src/language-names.js", text: lines.joined(separator: "\n") + "\n")
    }

    /// `runtimes/python/src/quizruntime/_language_names.py`.
    static var pythonNames: File {
        var lines = [
            "\"\"\"The quiz language's kind names. \(header)\"\"\"", "", "from typing import Iterable, Tuple", "",
        ]
        for (table, constant, _) in runtimeTables {
            let names = Vocabulary.kindNames(table).map { "\"\($0)\"" }.joined(separator: ", ")
            lines.append("\(constant): Tuple[str, ...] = (\(names),)")
        }
        lines += [
            "", "",
            "def check_rule_names(what: str, rules: Iterable[str], names: Tuple[str, ...]) -> None:",
            "    \"\"\"Raises unless a decoder's table has a rule for every name and a name for every rule.\"\"\"",
            "    ruled = tuple(rules)", "    if ruled != names:",
            "        raise RuntimeError(f\"the {what} {list(ruled)} are not the language's {list(names)}\")",
        ]
        return File(
            path: "runtimes/python/src/quizruntime/_language_names.py", text: lines.joined(separator: "\n") + "\n")
    }

    /// `Sources/QuizRuntime/LanguageNames.swift`: the names the Swift runtime's tables are
    /// tested against (the runtime cannot import the compiler).
    static var swiftRuntimeNames: File {
        var lines = [
            "// \(header)", "", "/// The quiz language's kind names, in the language's order.", "enum LanguageNames {",
        ]
        for (table, _, member) in runtimeTables {
            let names = Vocabulary.kindNames(table).map { "\"\($0)\"" }.joined(separator: ", ")
            lines.append("    static let \(member) = [\(names)]")
        }
        lines.append("}")
        return File(path: "Sources/QuizRuntime/LanguageNames.swift", text: lines.joined(separator: "\n") + "\n")
    }
}
