/// The changes between two releases of one quiz, and whether they may be released.
public struct QuizDiff: Sendable, Equatable {
    /// Whether the new release may ship as versioned.
    public enum Verdict: String, Sendable, Equatable {
        /// No breaking change, or the MAJOR version went up.
        case ok
        /// A breaking change without a MAJOR version bump (exit status 1).
        case breakingWithoutMajorBump = "breaking-without-major-bump"
    }

    public var quiz: String
    /// `nil` when the quiz is new.
    public var oldVersion: String?
    /// `nil` when the quiz was removed.
    public var newVersion: String?
    public var changes: [BundleChange]

    public init(quiz: String, oldVersion: String?, newVersion: String?, changes: [BundleChange]) {
        self.quiz = quiz
        self.oldVersion = oldVersion
        self.newVersion = newVersion
        self.changes = changes
    }

    public var breakingCount: Int { changes.filter { $0.kind == .breaking }.count }
    public var compatibleCount: Int { changes.filter { $0.kind == .compatible }.count }
    public var noticeCount: Int { changes.filter { $0.kind == .notice }.count }

    /// Whether the MAJOR version of the new release is above the old one's.
    public var majorBumped: Bool {
        guard let old = oldVersion.flatMap(SemanticVersion.major), let new = newVersion.flatMap(SemanticVersion.major) else { return false }
        return new > old
    }

    public var verdict: Verdict {
        breakingCount > 0 && !majorBumped ? .breakingWithoutMajorBump : .ok
    }
}

/// `MAJOR.MINOR.PATCH` versions, as far as `quizc diff` needs them.
public enum SemanticVersion {
    /// The MAJOR number of `1.2.3` (or `1.2.3-beta+5`); `nil` when the version does not
    /// start with decimal digits and a dot.
    public static func major(_ version: String) -> Int? {
        let digits = version.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 18, version.dropFirst(digits.count).first == "." else { return nil }
        return Int(digits)
    }

    /// The smallest version with the next MAJOR number: `1.4.2` → `2.0.0`.
    public static func nextMajor(_ version: String) -> String? {
        major(version).map { "\($0 + 1).0.0" }
    }
}
