// quizc-language-tables: writes the files generated from the compiler's vocabulary
// (Sources/QuizCompiler/Language/Vocabulary*.swift), and the parts of the JSON Schemas it owns.
//
//   swift run quizc-language-tables            rewrite the generated files
//   swift run quizc-language-tables --check    change nothing; exit 1 naming each stale file
//
// Run from the package root (or pass it as the last argument). In the schemas it rewrites the
// key sets, `required` lists, descriptions and kind enums in place; a place the vocabulary
// needs and the hand-written structure lacks is reported in both modes, to add by hand.
import Foundation
@_spi(Tools) import QuizCompiler

let arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
let root = URL(fileURLWithPath: arguments.last { !$0.hasPrefix("--") } ?? FileManager.default.currentDirectoryPath)

func url(_ path: String) -> URL { root.appendingPathComponent(path) }
func say(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

var failed = false
var generated = LanguageTables.files
let guidePath = "docs/authoring.md"
if let guide = try? String(contentsOf: url(guidePath), encoding: .utf8),
    let updated = LanguageTables.authoringGuide(replacingIn: guide)
{
    generated.append(LanguageTables.File(path: guidePath, text: updated))
} else {
    say(
        "quizc-language-tables: \(guidePath) lacks the markers \(LanguageTables.fieldReferenceMarkers.begin) … \(LanguageTables.fieldReferenceMarkers.end)"
    )
    failed = true
}
do {
    let schemas = try LanguageTables.schemaFiles(read: { try Data(contentsOf: url($0)) })
    generated += schemas.files
    for line in schemas.problems {
        say("quizc-language-tables: \(line); add it to the schema by hand")
        failed = true
    }
} catch {
    say("quizc-language-tables: cannot read the schemas: \(error)")
    failed = true
}
for file in generated {
    let current = try? String(contentsOf: url(file.path), encoding: .utf8)
    guard current != file.text else { continue }
    if check {
        say(
            "quizc-language-tables: \(file.path) is stale (it differs from the vocabulary); run `swift run quizc-language-tables` and commit the result"
        )
        failed = true
    } else {
        try Data(file.text.utf8).write(to: url(file.path), options: .atomic)
        say("quizc-language-tables: wrote \(file.path)")
    }
}
exit(failed ? 1 : 0)
