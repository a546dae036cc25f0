import QuizRuntime

/// A profile result's display texts in one locale, as a translation gives them (missing
/// ones from the source).
struct TranslatedResultTexts: Equatable {
    struct Band: Equatable {
        var title: String
        var description: String?
        var recommendations: [String]
    }

    var title: String
    var description: String?
    /// In the result's band order.
    var bands: [Band]
}

extension QuizBundle.Scoring {
    /// The `profile` model's results; none for any other model.
    var profileResults: [ProfileResult] {
        if case .profile(let results, _) = rule { return results }
        return []
    }
}
