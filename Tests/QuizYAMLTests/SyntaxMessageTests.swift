import Testing

@_spi(Tools) @testable import QuizYAML

/// One syntax error: where it is reported, words its message must contain, and its notes
/// as `line:column message`.
struct SyntaxCase: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var at: String
    var says: [String]
    var notes: [String] = []

    var testDescription: String { name }

    /// Checks the single problem the loader reports for `yaml`.
    func check() {
        let document = load(yaml)
        #expect(summary(document) == ["yaml-syntax@\(at)"], "\(name)")
        guard let problem = document.problems.first else { return }
        for words in says {
            #expect(problem.message.contains(words), "\(name): \(problem.message)")
        }
        let shown = problem.notes.map { "\($0.range.map { "\($0.start)" } ?? "-") \($0.message)" }
        #expect(shown == notes, "\(name)")
        // libyaml's grammar words are for parser authors, not quiz authors.
        for jargon in ["while scanning", "while parsing", "scalar", "in this context", "did not find", "node"] {
            #expect(!problem.message.contains(jargon), "\(name): \(problem.message)")
            #expect(!problem.notes.contains { $0.message.contains(jargon) }, "\(name)")
        }
    }
}

/// A quiz header above `questions:`, so positions in the cases below read like a quiz.
private let header = "quiz: demo\nversion: 1.0.0\ntitle: Demo\ntraits: [a, b]\n"

@Suite("Syntax messages: indentation")
struct IndentationMessageTests {
    static let cases: [SyntaxCase] = [
        SyntaxCase(
            name: "a key one space deeper than its siblings in a question",
            yaml: header + "questions:\n  - id: q1\n     text: Pick one\n    options: []\n",
            at: "7:6", says: ["`text` is indented more than the keys above it", "check the indentation"],
            notes: ["6:5 the keys of this mapping start at column 5 (line 6)"]),
        SyntaxCase(
            name: "a key after a value on the next line, over-indented",
            yaml: header + "questions:\n  - id: q1\n    text:\n        Pick one\n      options: []\n",
            at: "9:7", says: ["`options` is indented more than the keys above it"],
            notes: ["7:5 the keys of this mapping start at column 5 (line 7)"]),
        SyntaxCase(
            name: "a key over-indented after a quoted value",
            yaml: header + "questions:\n  - id: q1\n    text: \"Pick one\"\n     options: []\n",
            at: "8:6", says: ["indented more than the other keys of its mapping", "check the indentation"],
            notes: ["7:5 the keys of this mapping start at column 5 (line 7)"]),
        SyntaxCase(
            name: "a key between two levels of keys",
            yaml: "quiz: demo\nouter:\n    inner: 1\n  next: 2\n",
            at: "4:3", says: ["between two levels of keys"],
            notes: [
                "2:1 the keys of the enclosing mapping start at column 1 (line 2)",
                "3:5 the keys of the mapping above start at column 5 (line 3)",
            ]),
        SyntaxCase(
            name: "a key less indented than its siblings",
            yaml: "outer:\n    first: 1\n   second: 2\n",
            at: "3:4", says: ["between two levels of keys"],
            notes: [
                "1:1 the keys of the enclosing mapping start at column 1 (line 1)",
                "2:5 the keys of the mapping above start at column 5 (line 2)",
            ]),
        SyntaxCase(
            name: "text that really contains a colon keeps the quoting advice",
            yaml: "quiz: demo\ntitle: a: b\n",
            at: "2:9", says: ["contains `: `", "double quotes"]),
        SyntaxCase(
            name: "a colon in the text of a list item's key",
            yaml: header + "questions:\n  - text: Be honest: which one?\n",
            at: "6:20", says: ["contains `: `", "double quotes"]),
        SyntaxCase(
            name: "a key after a list at the list's column",
            yaml: "quiz: demo\ntraits:\n  - a\n  b: 1\n",
            at: "4:3", says: ["does not start with `- `"],
            notes: ["2:1 the key that holds the list is at column 1 (line 2)", "3:3 the list starts here"]),
        SyntaxCase(
            name: "a key between a list's dash and its item's keys",
            yaml: "questions:\n  - id: q1\n    text: x\n   options: []\n",
            at: "4:4", says: ["less than the keys of the item above"],
            notes: ["3:5 the keys of this item start at column 5 (line 3)"]),
        SyntaxCase(
            name: "a list item among keys",
            yaml: "quiz: demo\n- a\n",
            at: "2:1", says: ["cannot stand among the keys of a mapping"],
            notes: ["1:1 the keys of this mapping start at column 1 (line 1)"]),
        SyntaxCase(
            name: "a list under a key that already has a value",
            yaml: "quiz: demo\ntraits: \"a\"\n  - b\n",
            at: "3:3", says: ["indented under `traits`, which already has a value"],
            notes: ["2:1 the key with the value is here"]),
        SyntaxCase(
            name: "a key line without a colon",
            yaml: "quiz: demo\ntitle Demo\nversion: 1.0.0\n",
            at: "2:1", says: ["no `:` after its key"]),
        SyntaxCase(
            name: "a byte-order mark at the start of a line",
            yaml: "quiz: demo\n\u{FEFF}title: Demo\n",
            at: "2:1", says: ["byte-order mark (U+FEFF)", "delete it"]),
        SyntaxCase(
            name: "a key longer than 1024 characters",
            yaml: String(repeating: "k", count: 1100) + ": 1\n",
            at: "1:1", says: ["longer than YAML allows"]),
    ]

    @Test(arguments: cases) func message(_ item: SyntaxCase) { item.check() }
}

@Suite("Syntax messages: tabs")
struct TabMessageTests {
    static let hint = "indent with spaces, not tabs"
    static let cases: [SyntaxCase] = [
        SyntaxCase(
            name: "a tab before a top-level key", yaml: "quiz: demo\n\ttitle: Demo\n",
            at: "2:1", says: ["indented with a tab", hint]),
        SyntaxCase(
            name: "a tab before the second key of a list item",
            yaml: header + "questions:\n  - id: q1\n\ttext: Pick one\n",
            at: "7:1", says: ["indented with a tab", hint]),
        SyntaxCase(
            name: "a tab after spaces before a key", yaml: "outer:\n  inner: 1\n  \tnext: 2\n",
            at: "3:3", says: [hint]),
        SyntaxCase(
            name: "a tab before a key after a key without a value", yaml: "outer:\n\tinner: 1\n",
            at: "2:1", says: [hint]),
        SyntaxCase(
            name: "spaces and a tab before a key that continues a value",
            yaml: "key: value\n  \tmore: 1\n", at: "2:3", says: [hint]),
        SyntaxCase(
            name: "a tab before the first list item", yaml: "quiz: demo\ntraits:\n\t- a\n",
            at: "3:1", says: [hint]),
        SyntaxCase(
            name: "a tab before a later list item", yaml: "traits:\n  - a\n\t- b\n",
            at: "3:1", says: [hint]),
        SyntaxCase(
            name: "spaces and a tab before a list item", yaml: "traits:\n  - a\n  \t- b\n",
            at: "3:3", says: [hint]),
        SyntaxCase(
            name: "a tab after a list item's dash", yaml: "traits:\n  -\ta\n",
            at: "2:4", says: ["tab", hint]),
        SyntaxCase(
            name: "a blank line holding a tab", yaml: "outer:\n  inner: 1\n  \t\n  next: 2\n",
            at: "3:3", says: ["blank line holds a tab", "delete it"]),
        SyntaxCase(
            name: "a tab in a block of text", yaml: "title: |\n  Demo\n\t more\n",
            at: "3:1", says: [hint]),
        SyntaxCase(
            name: "a tab inside a flow list whose line has another error",
            yaml: "traits: [a,\n\t- b]\n", at: "2:2", says: ["cannot be written inside `[ ]`"],
            notes: ["2:1 this line is indented with a tab; indent with spaces, not tabs"]),
    ]

    @Test(arguments: cases) func message(_ item: SyntaxCase) { item.check() }

    /// libyaml reads these without complaint; the loader refuses them at the tab.
    static let flowCases: [SyntaxCase] = [
        SyntaxCase(
            name: "a tab before an item of a `[ ]` list over several lines",
            yaml: "quiz: demo\ntraits: [a,\n\tb]\n", at: "3:1", says: [hint]),
        SyntaxCase(
            name: "spaces and a tab before the closing bracket",
            yaml: "traits: [a,\n  b,\n  \t]\n", at: "3:3", says: [hint]),
        SyntaxCase(
            name: "a tab before a key of a `{ }` mapping over several lines",
            yaml: "scoring: {model: highest,\n\tties: [a, b]}\n", at: "2:1", says: [hint]),
        SyntaxCase(
            name: "a tab in a flow list nested in a flow list",
            yaml: "options:\n  - [x, [y,\n\t z]]\n", at: "3:1", says: [hint]),
    ]

    @Test(arguments: flowCases) func tabInAFlowCollection(_ item: SyntaxCase) { item.check() }

    @Test func tabsBetweenFlowItemsAndSpaceIndentedFlowLinesAreFine() {
        #expect(load("traits: [a,\tb]\n").problems.isEmpty)
        #expect(load("traits: [a,\n  b]\nscoring: {model: highest,\n    ties: [a, b]}\n").problems.isEmpty)
        #expect(load("text: \"a\tb\"\n").problems.isEmpty)
    }
}

@Suite("Syntax messages: every libyaml family")
struct FamilyMessageTests {
    static let cases: [SyntaxCase] = [
        // Flow collections.
        SyntaxCase(
            name: "a `[` never closed", yaml: "traits: [a, b\nversion: 1.0.0\n",
            at: "1:9", says: ["this `[` is not closed"],
            notes: ["2:8 a `,` or the closing `]` was expected here"]),
        SyntaxCase(
            name: "a `{` never closed", yaml: "scoring: {model: highest\nversion: 1.0.0\n",
            at: "1:10", says: ["this `{` is not closed"],
            notes: ["2:8 a `,` or the closing `}` was expected here"]),
        SyntaxCase(
            name: "a missing comma in a list", yaml: "traits: [\"a\" \"b\"]\n",
            at: "1:14", says: ["expected `,` or `]` here"]),
        SyntaxCase(
            name: "a missing comma in a mapping", yaml: "weights: {a: 1 b: 2}\n",
            at: "1:17", says: ["expected `,` or `}` here"]),
        SyntaxCase(
            name: "a dash inside brackets", yaml: "traits: [- a]\n",
            at: "1:10", says: ["cannot be written inside `[ ]`"]),
        SyntaxCase(
            name: "a stray closing bracket", yaml: "traits: ]\n",
            at: "1:9", says: ["expected a value here, but found `]`"]),
        SyntaxCase(
            name: "a colon without a space inside brackets", yaml: "traits: [a:]\n",
            at: "1:11", says: ["a `:` must be followed by a space"]),
        // Text after a value, and list items in the wrong place.
        SyntaxCase(
            name: "text after a closing quote", yaml: "title: \"Demo\" quiz\n",
            at: "1:15", says: ["put the whole text inside the quotes"]),
        SyntaxCase(
            name: "text after a closing bracket", yaml: "traits: [a] b\n",
            at: "1:13", says: ["the `]` has closed the value"]),
        SyntaxCase(
            name: "a list on its key's line", yaml: "traits: - a\n",
            at: "1:9", says: ["cannot start on the same line as its key"]),
        SyntaxCase(
            name: "a question mark key", yaml: "title: ? x\n",
            at: "1:8", says: ["`? `"]),
        SyntaxCase(
            name: "a character that cannot start text", yaml: "title: @home\n",
            at: "1:8", says: ["cannot start with `@`", "double quotes"]),
        // Quotes and escapes.
        SyntaxCase(
            name: "a quote never closed", yaml: "title: \"Demo\n",
            at: "1:8", says: ["never closed"],
            notes: ["2:1 the file ends here without the closing quote"]),
        SyntaxCase(
            name: "a quote that runs into a document marker", yaml: "title: \"Demo\n---\nx\"\n",
            at: "1:8", says: ["never closed"],
            notes: ["2:1 the quoted text runs into this `---` or `...` line"]),
        SyntaxCase(
            name: "an unknown escape", yaml: "title: \"50\\% off\"\n",
            at: "1:11", says: ["`\\%` is not an escape", "single quotes"]),
        SyntaxCase(
            name: "an escape without its digits", yaml: "title: \"C:\\Users\"\n",
            at: "1:11", says: ["`\\U` must be followed by 8 hexadecimal digits"]),
        SyntaxCase(
            name: "an escape of a surrogate", yaml: "title: \"\\uD800\"\n",
            at: "1:9", says: ["`\\uD800` is not a Unicode character"]),
        // Blocks of text.
        SyntaxCase(
            name: "an indentation number of 0", yaml: "title: |0\n  Demo\n",
            at: "1:9", says: ["must be 1 to 9"]),
        SyntaxCase(
            name: "text on the line of `|`", yaml: "title: | Demo\n",
            at: "1:10", says: ["starts on the next line"]),
        // Anchors, aliases, tags and directives.
        SyntaxCase(
            name: "an anchor without a name", yaml: "title: & Demo\n",
            at: "1:8", says: ["`&` starts an anchor"]),
        SyntaxCase(
            name: "an alias without a name", yaml: "title: * Demo\n",
            at: "1:8", says: ["`*` starts an alias"]),
        SyntaxCase(
            name: "a broken verbatim tag", yaml: "title: !<x Demo\n",
            at: "1:8", says: ["YAML tag"]),
        SyntaxCase(
            name: "an undefined tag handle", yaml: "title: !x!y Demo\n",
            at: "1:8", says: ["YAML tag"]),
        SyntaxCase(
            name: "an unknown directive", yaml: "%FOO bar\n---\nquiz: demo\n",
            at: "1:1", says: ["YAML directive"]),
        SyntaxCase(
            name: "a second %YAML directive", yaml: "%YAML 1.1\n%YAML 1.1\n---\nquiz: demo\n",
            at: "2:1", says: ["YAML directive"]),
        SyntaxCase(
            name: "a directive without `---`", yaml: "%YAML 1.1\nquiz: demo\n",
            at: "2:1", says: ["followed by a `---` line"]),
        SyntaxCase(
            name: "content after a document end marker", yaml: "quiz: demo\n...\ntitle: Demo\n",
            at: "2:1", says: ["`...` ends the YAML document"]),
    ]

    @Test(arguments: cases) func message(_ item: SyntaxCase) { item.check() }
}

@Suite("Syntax messages: libyaml's contexts in plain words")
struct SyntaxContextTests {
    /// Every context string of libyaml 0.2.5's scanner and parser.
    static let contexts = [
        "while parsing a block collection", "while parsing a block mapping", "while parsing a block node",
        "while parsing a flow mapping", "while parsing a flow node", "while parsing a flow sequence",
        "while parsing a node", "while parsing a quoted scalar", "while parsing a tag",
        "while parsing a tag directive", "while parsing a %TAG directive",
        "while scanning a %TAG directive", "while scanning a %YAML directive", "while scanning a block scalar",
        "while scanning a directive", "while scanning a plain scalar", "while scanning a quoted scalar",
        "while scanning a simple key", "while scanning a tag", "while scanning a tag directive",
        "while scanning an alias", "while scanning an anchor", "while scanning for the next token",
    ]

    @Test(arguments: contexts) func subjectIsPlainEnglish(_ context: String) {
        let subject = SyntaxContext.subject(of: context)
        #expect(subject.hasPrefix("the "))
        for word in ["the a ", "the an ", "while", "scalar", "node", "collection", "flow", "simple", "token"] {
            #expect(!subject.contains(word), "\(context) -> \(subject)")
        }
    }

    @Test func namesOfCollections() {
        #expect(SyntaxContext.subject(of: "while parsing a block collection") == "the list")
        #expect(SyntaxContext.subject(of: "while parsing a block mapping") == "the mapping")
        #expect(SyntaxContext.subject(of: "while scanning a quoted scalar") == "the quoted text")
    }

    @Test func anUnknownContextLosesItsArticle() {
        #expect(SyntaxContext.subject(of: "while scanning an example") == "the example")
    }
}
