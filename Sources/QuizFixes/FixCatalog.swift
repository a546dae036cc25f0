@_spi(Tools) package import QuizCompiler

/// Which codes' diagnostics carry a machine-applicable fix, and the safety each fix claims
/// (docs/cli.md, "Fixes", lists the same, with the reasons). A fix that claims `safe` is
/// applied by `--fix` only when `FixSafetyProof` proves it; `unsafe` ones never are.
package enum FixCatalog {
    /// The code → the safety its fix claims.
    package static let claimedSafety: [DiagnosticCode: Diagnostic.Fix.Safety] = [
        .unknownField: .unsafe,
        .invalidValue: .unsafe,
        .unknownTrait: .unsafe,
        .unknownReference: .unsafe,
        .unknownScore: .unsafe,
        .shuffleOrdered: .unsafe,
        .pinIneffective: .safe,
        .timedRequired: .unsafe,
        .staleTranslation: .unsafe,
        .bidiControl: .safe,
        .controlCharacter: .safe,
        .miskeyedItem: .unsafe,
    ]
}
