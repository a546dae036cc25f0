import QuizRuntime

/// The derived kinds' records as the tests write them: each builds the generic record the
/// bundle holds (`DerivedScore.Kind`: name, `of`, members) the way the decoder reads it.
extension QuizBundle.Scoring.DerivedScore.Kind {
    static func mean(of: String, count: Int) -> Self {
        Self(name: "mean", of: [of], members: [.init("count", .integer(count))])
    }

    static func meanAnswered(of: String) -> Self { Self(name: "mean_answered", of: [of]) }

    static func percent(of: String, min: BundleDecimal, max: BundleDecimal) -> Self {
        Self(name: "percent", of: [of], members: [.init("min", .decimal(min)), .init("max", .decimal(max))])
    }

    static func share(of: String, against: String) -> Self {
        Self(name: "share", of: [of], members: [.init("against", .name(against))])
    }

    static func linear(of: String, times: BundleDecimal, plus: BundleDecimal) -> Self {
        Self(name: "linear", of: [of], members: [.init("times", .decimal(times)), .init("plus", .decimal(plus))])
    }

    static func sum(of: [String]) -> Self { Self(name: "sum", of: of) }
}
