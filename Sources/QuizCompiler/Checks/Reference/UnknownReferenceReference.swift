import Foundation

/// `unknown-reference`: a scale, draw pool, outcome or question id that is used but never
/// defined (reported by the resolver).
enum UnknownReferenceReference {
    static let reference = CodeReference(
        code: .unknownReference,
        explanation: """
            A name that points elsewhere in the quiz must match something defined there: a \
            question's `scale:` a scale under `scales`, a draw's `pool` the `pool:` of some \
            question, a question's `pool:` a pool that a `draw:` list under `presentation` \
            draws from, an example's answers the ids of questions, and its `expect` an \
            outcome; a condition (`when:`) names a question, and that question's option ids, \
            anchor ids or scale values. A reference to nothing usually means a typo or a rename done in one place \
            only; the message suggests the closest existing name. Fix the reference, or add \
            what it names. A question's `pool:` is an error also when `draw:` is a number or \
            absent: only a `draw:` list draws from pools, and a question in a pool nothing draws \
            from would silently be presented every time.
            """,
        examples: [
            .bad(
                "A question on a scale that is not defined",
                DemoQuiz.header + """
                    scales:
                      agree:
                        options:
                          - {value: 1, label: Disagree}
                          - {value: 2, label: Agree}
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                      - id: q2
                        text: I like the letter b
                        scale: agre
                        keyed: b
                    """ + DemoQuiz.outcomes, at: [(19, 12)]),
            .bad(
                "An example that answers a question id that does not exist and expects an unknown outcome",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    outcomes:
                      a: {title: A, description: Alpha}
                      b: {title: B, description: Beta}
                    examples:
                      - answers: {q2: x}
                        expect: A
                    """, at: [(16, 15), (17, 13)]),
            .bad(
                "A draw from a pool no question is in",
                DemoQuiz.header + """
                    presentation:
                      draw: [{pool: warmup, count: 1}]
                    questions:
                      - id: q1
                        text: Pick one
                        pool: warm-up
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(7, 17), (11, 11)]),
            .bad(
                "A question in a misspelt pool, which no draw takes from",
                DemoQuiz.header + """
                    presentation:
                      draw: [{pool: scenarios, count: 1}]
                    questions:
                      - id: q1
                        text: Pick one
                        pool: scenarios
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                      - id: q2
                        text: Pick again
                        pool: scenarioes
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(17, 11)]),
            .bad(
                "A question in a pool, but no `draw:` list",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        pool: main
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(9, 11)]),
            .bad(
                "A condition names a misspelt question, and an option its question lacks",
                BranchingDemo.header
                    + BranchingDemo.followUp(
                        when: "{any: [{question: gaol, is: lose}, {question: goal, in: [gain, loose]}]}"),
                at: [(14, 29), (14, 74)]),
            .good(
                "A condition names an earlier question and its options",
                BranchingDemo.header + BranchingDemo.followUp(when: "{question: goal, is: gain}")),
            .good(
                "Every reference names something defined",
                DemoQuiz.header + """
                    scales:
                      agree:
                        options:
                          - {value: 1, label: Disagree}
                          - {value: 2, label: Agree}
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                      - id: q2
                        text: I like the letter b
                        scale: agree
                        keyed: b
                    outcomes:
                      a: {title: A, description: Alpha}
                      b: {title: B, description: Beta}
                    examples:
                      - answers: {q1: x, q2: 1}
                        expect: a
                    """),
            .bad(
                "A translation names an option and an outcome the quiz lacks", TranslationDemo.quiz,
                translations: [
                    TranslationDemo.german.replacingOccurrences(of: "y: Das B", with: "z: Das B")
                        .replacingOccurrences(of: "  b: {title: B", with: "  c: {title: B")
                ], at: [(1, 7, 25), (1, 10, 3)]),
            .bad(
                "A translation of a quiz that is not in the build", TranslationDemo.quiz,
                translations: [
                    TranslationDemo.german.replacingOccurrences(of: "translation: demo", with: "translation: demos")
                ], at: [(1, 1, 14)]),
            .good(
                "The translation uses the quiz's own ids", TranslationDemo.quiz, translations: [TranslationDemo.german]),
        ])
}
