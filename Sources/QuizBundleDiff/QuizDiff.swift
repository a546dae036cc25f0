/// The changes between two releases of one quiz, and whether they may be released.
package struct QuizDiff: Sendable, Equatable {
    /// Whether the new release may ship as versioned.
    package enum Verdict: String, Sendable, Equatable {
        /// No breaking change, or the MAJOR version went up.
        case ok
        /// A breaking change without a MAJOR version bump (exit status 1).
        case breakingWithoutMajorBump = "breaking-without-major-bump"
    }

    package var quiz: String
    /// `nil` when the quiz is new.
    package var oldVersion: String?
    /// `nil` when the quiz was removed.
    package var newVersion: String?
    package var changes: [BundleChange]

    package init(quiz: String, oldVersion: String?, newVersion: String?, changes: [BundleChange]) {
        self.quiz = quiz
        self.oldVersion = oldVersion
        self.newVersion = newVersion
        self.changes = changes
    }

    package var breakingCount: Int { changes.filter { $0.kind == .breaking }.count }
    package var compatibleCount: Int { changes.filter { $0.kind == .compatible }.count }
    package var noticeCount: Int { changes.filter { $0.kind == .notice }.count }

    /// Whether the MAJOR version of the new release is above the old one's.
    package var majorBumped: Bool {
        guard let old = oldVersion.flatMap(SemanticVersion.major), let new = newVersion.flatMap(SemanticVersion.major)
        else { return false }
        return new > old
    }

    package var verdict: Verdict {
        breakingCount > 0 && !majorBumped ? .breakingWithoutMajorBump : .ok
    }
}

/// `MAJOR.MINOR.PATCH` versions, as far as `quizc diff` needs them.
package enum SemanticVersion {
    /// The MAJOR number of `1.2.3` (or `1.2.3-beta+5`); `nil` when the version does not
    /// start with decimal digits and a dot.
    package static func major(_ version: String) -> Int? {
        let digits = version.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 18, version.dropFirst(digits.count).first == "." else { return nil }
        return Int(digits)
    }

    /// The smallest version with the next MAJOR number: `1.4.2` → `2.0.0`.
    package static func nextMajor(_ version: String) -> String? {
        major(version).map { "\($0 + 1).0.0" }
    }
}
