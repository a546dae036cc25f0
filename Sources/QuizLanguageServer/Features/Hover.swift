@_spi(Tools) import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// `textDocument/hover`: Markdown about the name at the cursor (`SymbolHover`: a trait's
/// weighing options, an outcome's exact probability and witness, a question's wire key …) or
/// about the key that names symbols (`KeyHover`, from the compiler's reference slots), then
/// the reference text of each diagnostic code reported where the cursor stands.
/// `null` where there is neither.
struct HoverFeature: RequestFeature {
    var method: String { "textDocument/hover" }

    func capabilities(client: JSONValue) -> [(String, JSONValue)] {
        [("hoverProvider", .bool(true))]
    }

    func respond(to params: JSONValue?, in server: ServerState) throws(ResponseError) -> JSONValue {
        let found = try server.symbolAt(params)
        var sections: [String] = []
        var range: SourceRange?
        if let occurrence = found.occurrence {
            let quizPath = found.index.quiz(of: occurrence.symbol.scope)?.path
            let quizFile = server.session.files.first { quizPath.map($0.path.isExactly) ?? false }
            sections.append(
                SymbolHover.markdown(
                    for: occurrence.symbol, in: found.index, analyzed: quizFile?.analyzed,
                    analysing: quizFile?.awaitsAnalysis ?? false))
            range = occurrence.range
        } else if let key = KeyHover.at(
            found.position, in: SourceLines(bytes: server.bytes(ofPath: found.path)),
            isTranslation: found.index.files[found.path]?.translation != nil)
        {
            sections.append(key.markdown)
            range = key.range
        }
        var codes: [DiagnosticCode] = []
        for file in server.session.files where file.path.isExactly(found.path) {
            for diagnostic in file.diagnostics
            where diagnostic.range.start <= found.position && found.position <= diagnostic.range.end
                && !codes.contains(diagnostic.code)
            {
                codes.append(diagnostic.code)
            }
        }
        sections += codes.compactMap(CodeReferenceText.markdown)
        guard !sections.isEmpty else { return .null }
        var result: [(String, JSONValue)] = [
            (
                "contents",
                .object([("kind", .string("markdown")), ("value", .string(sections.joined(separator: "\n\n---\n\n")))])
            )
        ]
        if let range {
            result.append(("range", server.lineIndex(ofPath: found.path).range(of: range, encoding: server.encoding)))
        }
        return .object(result)
    }
}
