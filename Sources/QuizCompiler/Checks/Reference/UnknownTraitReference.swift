/// `unknown-trait`: a weight or a setting names a trait the quiz does not declare
/// (reported by the resolver).
enum UnknownTraitReference {
    static let reference = CodeReference(
        code: .unknownTrait,
        explanation: """
            `traits` is the complete list of names that scores are kept for, so a weight, a \
            `keyed`, a pole, a `ties` entry or an expected score that names anything else would \
            count towards nothing. This is nearly always a typo or a trait that was renamed or \
            removed; the message suggests the closest declared trait. Fix the name, or declare \
            the trait under `traits` when it is a new one.
            """,
        examples: [
            .bad(
                "A misspelt trait in a weight",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                traits: [calm, bold]
                scoring: {model: highest, ties: [calm, bold]}
                questions:
                  - id: q1
                    text: Pick one
                    options:
                      - {id: x, label: Stay in, weights: {calm: 2, bodl: 1}}
                      - {id: y, label: Go out, weights: {bold: 2}}
                outcomes:
                  calm: {title: Calm, description: Steady as a rock}
                  bold: {title: Bold, description: Up for anything}
                """, at: [(10, 52)]),
            .bad(
                "A removed trait still listed in `ties`, and a `keyed` trait never declared",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                traits: [calm, bold]
                scoring: {model: highest, ties: [calm, bold, shy]}
                scales:
                  agree:
                    options:
                      - {value: 1, label: Disagree}
                      - {value: 2, label: Agree}
                questions:
                  - id: q1
                    text: Pick one
                    options:
                      - {id: x, label: Stay in, weights: {calm: 2}}
                      - {id: y, label: Go out, weights: {bold: 2}}
                  - id: q2
                    text: I enjoy crowds
                    scale: agree
                    keyed: social
                outcomes:
                  calm: {title: Calm, description: Steady as a rock}
                  bold: {title: Bold, description: Up for anything}
                """, at: [(5, 46), (20, 12)]),
            .good(
                "Only declared traits",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                traits: [calm, bold]
                scoring: {model: highest, ties: [calm, bold]}
                scales:
                  agree:
                    options:
                      - {value: 1, label: Disagree}
                      - {value: 2, label: Agree}
                questions:
                  - id: q1
                    text: Pick one
                    options:
                      - {id: x, label: Stay in, weights: {calm: 2, bold: 1}}
                      - {id: y, label: Go out, weights: {bold: 2}}
                  - id: q2
                    text: I enjoy crowds
                    scale: agree
                    keyed: bold
                outcomes:
                  calm: {title: Calm, description: Steady as a rock}
                  bold: {title: Bold, description: Up for anything}
                """),
        ])
}
