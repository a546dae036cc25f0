@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Diagnostics at the place the author must edit, with no false follow-on diagnostics, and a
/// hint where a likely mix-up is recognised.
@Suite("Diagnostics are placed right and are not false")
struct DiagnosticPlacementTests {
    static let header = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}

        """
    static let outcomes = """

        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}
        """

    /// `max: 9` of six options is the wrong bound: reported at `max:`, not at `min:`.
    @Test func multipleMaxBeyondTheOptionsIsReportedAtMax() {
        let file = compile(
            Self.header + """
                questions:
                  - id: q1
                    text: Pick
                    type: multiple
                    min: 1
                    max: 9
                    options:
                      - {id: o1, label: '1', weights: {a: 1}}
                      - {id: o2, label: '2', weights: {b: 1}}
                      - {id: o3, label: '3', weights: {a: 1}}
                      - {id: o4, label: '4', weights: {b: 1}}
                      - {id: o5, label: '5', weights: {a: 1}}
                      - {id: o6, label: '6', weights: {b: 1}}
                """ + Self.outcomes)
        #expect(codes(file) == ["invalid-value@11:10"])
    }

    /// A negative `min` is still reported at `min:`.
    @Test func negativeMinIsReportedAtMin() {
        let file = compile(
            Self.header + """
                questions:
                  - id: q1
                    text: Pick
                    type: multiple
                    min: -1
                    max: 2
                    options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                """ + Self.outcomes)
        #expect(codes(file) == ["invalid-value@10:10"])
    }

    /// Scale values out of order drop the questions on that scale; the pool they are in is
    /// still a pool questions name, so the draw gets no false "no question is in the pool".
    @Test func scaleValuesOutOfOrderDoNotEmptyThePool() {
        let file = compile(
            Self.header + """
                scales:
                  agree: {options: [{value: 2, label: Agree}, {value: 1, label: Disagree}]}
                presentation:
                  draw: [{pool: statements, count: 1}]
                questions:
                  - {id: q1, text: One, scale: agree, keyed: a, pool: statements}
                  - {id: q2, text: Two, scale: agree, keyed: b, pool: statements}
                """ + Self.outcomes)
        #expect(file.diagnostics.contains { $0.code == .invalidValue })
        #expect(
            !file.diagnostics.contains { $0.message.contains("no question is in the pool") },
            "\(file.diagnostics.map(\.message))")
        #expect(!file.diagnostics.contains { $0.code == .unknownReference })
    }

    /// An example keyed by an option id says whose option it is.
    @Test func exampleKeyedByAnOptionIDNamesItsQuestion() throws {
        let file = compile(
            Self.header + """
                questions:
                  - {id: friday, text: Friday?, options: [{id: party, label: Party, weights: {a: 1}}, {id: film, label: Film, weights: {b: 1}}]}
                """ + Self.outcomes + """

                    examples:
                      - answers: {party: friday}
                        expect: a
                    """)
        let diagnostic = try #require(file.diagnostics.first { $0.code == .unknownReference })
        #expect(diagnostic.message.contains("`party` is an option of question `friday`"), "\(diagnostic.message)")
        #expect(diagnostic.message.contains("`friday: party`"))
    }

    /// The case: one question's `pool:` misspelt. It was presented every time.
    @Test func misspeltQuestionPoolIsAnUnknownReferenceWithASuggestion() throws {
        let file = compile(
            Self.header + """
                presentation:
                  draw: [{pool: scenarios, count: 1}]
                questions:
                  - {id: q1, text: One, pool: scenarios, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                  - {id: q2, text: Two, pool: scenarioes, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                """ + Self.outcomes)
        #expect(codes(file) == ["unknown-reference@10:31"])
        #expect(file.diagnostics.first?.message.contains("did you mean `scenarios`?") == true)
        #expect(file.resolved == nil)
    }

    /// `pool:` with `draw: N` or without `draw:` has no effect: an error saying so.
    @Test func questionPoolWithoutADrawListIsAnError() throws {
        for presentation in ["presentation: {draw: 1}\n", ""] {
            let file = compile(
                Self.header + presentation + """
                    questions:
                      - {id: q1, text: One, pool: main, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                      - {id: q2, text: Two, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                    """ + Self.outcomes)
            let diagnostic = try #require(file.diagnostics.first { $0.code == .unknownReference }, "\(codes(file))")
            #expect(diagnostic.message.contains("`pool: main` has no effect"), "\(diagnostic.message)")
            #expect(diagnostic.range.start.column == 31)
        }
    }

    /// A `draw:` with an error of its own: what it draws from is unknown, so the questions'
    /// pools are not reported against it.
    @Test func aBrokenDrawSuppressesQuestionPoolReferences() {
        let file = compile(
            Self.header + """
                presentation:
                  draw: [{pool: main, count: zero}]
                questions:
                  - {id: q1, text: One, pool: main, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                  - {id: q2, text: Two, pool: main, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                """ + Self.outcomes)
        #expect(file.hasErrors)
        #expect(!file.diagnostics.contains { $0.code == .unknownReference }, "\(codes(file))")
    }

    /// A removed outcome: `missing-outcome` at the `outcomes:` key, not at the first entry left.
    @Test func missingOutcomeIsReportedAtTheOutcomesKey() {
        let file = compile(
            Self.header + """
                questions:
                  - {id: q1, text: One, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
                outcomes:
                  b: {title: B, description: Beta}
                """)
        #expect(codes(file) == ["missing-outcome@8:1"])
    }

    /// A quote left open on line 3 is closed by the next quote, on line 19; libyaml fails
    /// there. Reported where the quote opened, saying it is not closed.
    @Test func unclosedQuoteIsReportedWhereItOpened() throws {
        let file = compile(
            """
            quiz: demo
            version: 1.0.0
            title: "Demo
            traits: [a, b]
            scoring: {model: highest, ties: [a, b]}
            questions:
              - {id: q1, text: One, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}
            outcomes:
              a: {title: A, description: Alpha}
              b: {title: B, description: "Beta"}
            """)
        #expect(codes(file) == ["yaml-syntax@3:8"])
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.message.contains("never closed"), "\(diagnostic.message)")
        #expect(diagnostic.notes.first?.range?.start == SourcePosition(line: 10, column: 30))
    }

    /// A quoted text meant to span lines, with text after it: still "more text follows".
    @Test func multiLineQuotedTextWithTextAfterItKeepsItsMessage() throws {
        let file = compile(
            """
            quiz: demo
            title: "A long
              title" here
            """)
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.range.start.line == 3, "\(codes(file))")
        #expect(!diagnostic.message.contains("never closed"))
    }
}
