@_spi(Tools) import QuizYAML

/// Reads an XLIFF 1.2 document (one `<file>`, `<trans-unit>`s in its `<body>`, maybe in
/// `<group>`s) into an `InterchangeDocument`. Inline elements (`<g>`, `<x/>`, `<ph>`, `<mrk>` …)
/// in a source or target refuse the unit: quiz texts are plain text.
package enum XLIFFReader {
    /// The document in `bytes`, or why it cannot be read.
    package static func read(_ bytes: [UInt8]) -> Result<InterchangeDocument, InterchangeProblem> {
        let root: XMLElement
        switch XMLReader.read(bytes) {
        case .success(let element): root = element
        case .failure(let problem):
            return .failure(
                InterchangeProblem(message: problem.message, position: problem.position, isLimit: problem.isLimit))
        }
        func fail(_ message: String, _ element: XMLElement) -> Result<InterchangeDocument, InterchangeProblem> {
            .failure(InterchangeProblem(message: message, position: element.position, isLimit: false))
        }
        guard root.localName == "xliff" else {
            return fail("the root element is `<\(root.name)>`, not `<xliff>`; this is not an XLIFF file", root)
        }
        let version = root.attribute("version") ?? ""
        guard version == "1.2" || version == "1.1" else {
            return fail(
                "this is XLIFF \(version.isEmpty ? "without a version" : version); quizc reads XLIFF 1.2 (export with --format xliff)",
                root)
        }
        let files = root.elements.filter { $0.localName == "file" }
        guard files.count == 1, let file = files.first else {
            return fail(
                "the document has \(files.count) `<file>` elements; quizc reads one quiz's translation per file", root)
        }
        var units: [ReadUnit] = []
        func collect(_ element: XMLElement) {
            for child in element.elements {
                switch child.localName {
                case "trans-unit": units.append(unit(child))
                case "group", "body": collect(child)
                default: continue
                }
            }
        }
        guard let body = file.elements.first(where: { $0.localName == "body" }) else {
            return fail("`<file>` has no `<body>`", file)
        }
        collect(body)
        let at = SourceRange(at: file.position)
        return .success(
            InterchangeDocument(
                format: .xliff, quizPath: file.attribute("original"), targetLocale: file.attribute("target-language"),
                units: units, headerRange: at))
    }

    /// States that mark a translation for review (as does `approved="no"`).
    static func needsReview(_ state: String?) -> Bool {
        state?.hasPrefix("needs-") ?? false
    }

    private static func unit(_ element: XMLElement) -> ReadUnit {
        let at = SourceRange(at: element.position)
        var refusal: String?
        var refusalRange: SourceRange?
        if element.attribute("id") == nil {
            refusal = "`<trans-unit>` has no `id`; every unit needs the id it was exported with"
        }
        let sourceElement = element.elements.first { $0.localName == "source" }
        let targetElement = element.elements.first { $0.localName == "target" }
        let source = sourceElement.map { plainText($0, &refusal, &refusalRange) } ?? ""
        let target = targetElement.map { plainText($0, &refusal, &refusalRange) } ?? ""
        var previous: String?
        for alternative in element.elements where alternative.localName == "alt-trans" {
            guard alternative.attribute("alttranstype") == "previous-version",
                let old = alternative.elements.first(where: { $0.localName == "source" })
            else { continue }
            var ignored: String?
            var ignoredRange: SourceRange?
            previous = plainText(old, &ignored, &ignoredRange)
        }
        return ReadUnit(
            id: element.attribute("id") ?? "", source: source, target: target,
            needsReview: needsReview(targetElement?.attribute("state")) || element.attribute("approved") == "no",
            previousSource: previous, range: at,
            targetRange: SourceRange(at: (targetElement ?? element).position),
            sourceRange: SourceRange(at: (sourceElement ?? element).position), refusal: refusal,
            refusalRange: refusalRange)
    }

    /// The character data of `element`; an element inside it (inline markup) sets `refusal`.
    private static func plainText(_ element: XMLElement, _ refusal: inout String?, _ at: inout SourceRange?) -> String {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let piece, _):
                text += piece
            case .element(let inline):
                if refusal == nil {
                    refusal =
                        "`<\(element.localName)>` holds the inline element `<\(inline.name)>`; quiz texts are plain text, so write the text without markup"
                    at = SourceRange(at: inline.position)
                }
            }
        }
        return text
    }
}
