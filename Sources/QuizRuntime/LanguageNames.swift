// Generated from the compiler's vocabulary by `swift run quizc-language-tables`; do not edit.

/// The quiz language's kind names, in the language's order.
enum LanguageNames {
    static let questionTypes = ["scale", "single", "multiple", "range"]
    static let scoringModels = ["axes", "highest", "bands", "profile"]
    static let derivedKinds = ["mean", "mean_answered", "percent", "share", "linear", "sum", "min", "max"]
    static let conditionOperators = ["answered", "in", "includes"]
}
