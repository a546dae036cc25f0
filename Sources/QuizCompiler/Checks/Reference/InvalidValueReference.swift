import Foundation

/// `invalid-value`: a value has the right type but is not allowed where it stands
/// (reported by the decoder, the resolver and some checks).
enum InvalidValueReference {
    static let reference = CodeReference(
        code: .invalidValue,
        explanation: """
            The value has the right type, but not a form or a size the field allows: an id that \
            breaks its pattern, a version that is not `MAJOR.MINOR.PATCH`, scale values that do \
            not strictly increase, an axis pole longer than one character, a `min` above its \
            `max`, a field that does not apply to this question type, a display text (a \
            title, a description, a question, a label) that is empty or only white space. These \
            rules keep ids stable on the wire, scoring well defined and every screen filled. The message says what the field \
            accepts; change the value to fit, or remove the field where it does not belong.
            """,
        examples: [
            .bad(
                "A misspelt scoring model (the message, and the fix, name the closest one)",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                traits: [a, b]
                scoring: {model: highst, ties: [a, b]}
                questions:
                  - id: q1
                    text: Pick one
                    options:
                      - {id: x, label: X, weights: {a: 1}}
                      - {id: y, label: Y, weights: {b: 1}}
                """ + DemoQuiz.outcomes, at: [(5, 18)]),
            .bad(
                "A quiz id with a capital letter and a version that is not MAJOR.MINOR.PATCH",
                """
                quiz: Demo
                version: 1.0
                title: Demo
                traits: [a, b]
                scoring: {model: highest, ties: [a, b]}
                questions:
                  - id: q1
                    text: Pick one
                    options:
                      - {id: x, label: X, weights: {a: 1}}
                      - {id: y, label: Y, weights: {b: 1}}
                """ + DemoQuiz.outcomes, at: [(1, 7), (2, 10)]),
            .bad(
                "Scale values that do not increase",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                traits: [E, I]
                scoring: {model: axes, axes: [{poles: [E, I]}]}
                scales:
                  agree:
                    options:
                      - {value: 1, label: Disagree}
                      - {value: 2, label: Rather disagree}
                      - {value: 4, label: Agree}
                      - {value: 3, label: Rather agree}
                questions:
                  - id: q1
                    text: I enjoy parties
                    scale: agree
                    keyed: E
                outcomes:
                  E: {title: Extravert, description: Outgoing}
                  I: {title: Introvert, description: Reserved}
                """, at: [(12, 17)]),
            .bad(
                "Axis poles that are not one character",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                traits: [Extravert, Introvert]
                scoring: {model: axes, axes: [{poles: [Extravert, Introvert]}]}
                questions:
                  - id: q1
                    text: Parties?
                    options:
                      - {id: x, label: Love them, weights: {Extravert: 1}}
                      - {id: y, label: Not really, weights: {Introvert: 1}}
                outcomes:
                  Extravert: {title: Extravert, description: Outgoing}
                  Introvert: {title: Introvert, description: Reserved}
                """, at: [(5, 40), (5, 51)]),
            .bad(
                "An outcome whose title is a space and whose description is empty",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                    outcomes:
                      a: {title: " ", description: Alpha}
                      b: {title: Beta, description: ""}
                    """, at: [(11, 14), (12, 33)]),
            .good(
                "A valid id and version, an increasing scale and one-letter poles",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                traits: [E, I]
                scoring: {model: axes, axes: [{poles: [E, I]}]}
                scales:
                  agree:
                    options:
                      - {value: 1, label: Disagree}
                      - {value: 2, label: Rather disagree}
                      - {value: 3, label: Rather agree}
                      - {value: 4, label: Agree}
                questions:
                  - id: q1
                    text: I enjoy parties
                    scale: agree
                    keyed: E
                outcomes:
                  E: {title: Extravert, description: Outgoing}
                  I: {title: Introvert, description: Reserved}
                """),
            .bad(
                "A translation into the quiz's own locale, and one with a recommendation too many",
                TranslationDemo.quiz.replacingOccurrences(
                    of: "b: {title: B, description: Beta}",
                    with: "b: {title: B, description: Beta, recommendations: [Rest]}"),
                translations: [
                    TranslationDemo.german.replacingOccurrences(of: "locale: de", with: "locale: EN"),
                    TranslationDemo.german.replacingOccurrences(
                        of: "b: {title: B, description: Beta auf Deutsch}",
                        with: "b: {title: B, description: Beta auf Deutsch, recommendations: [Ruh dich aus, Schlaf]}"),
                ], at: [(1, 2, 9), (2, 10, 65)]),
            .good(
                "A translation into another locale, recommendation for recommendation",
                TranslationDemo.quiz.replacingOccurrences(
                    of: "b: {title: B, description: Beta}",
                    with: "b: {title: B, description: Beta, recommendations: [Rest]}"),
                translations: [
                    TranslationDemo.german.replacingOccurrences(
                        of: "b: {title: B, description: Beta auf Deutsch}",
                        with: "b: {title: B, description: Beta auf Deutsch, recommendations: [Ruh dich aus]}")
                ]),
        ])
}
