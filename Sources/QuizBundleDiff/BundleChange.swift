@_spi(Tools) import QuizCompiler
import QuizRuntime

/// Whether a change between two releases of a quiz can break a client or a backend.
package enum ChangeKind: String, Sendable, Equatable {
    /// Previously valid answers are rejected, keys or ids vanish, or some answer set now
    /// scores differently: needs a MAJOR version bump.
    case breaking
    /// Texts, presentation, additions: old clients and stored answers keep working.
    case compatible
    /// Compatible, but worth a reviewer's look: a locale removed (clients that asked for it
    /// now get another one).
    case notice
}

/// One difference between an old and a new bundle of the same quiz.
package struct BundleChange: Sendable, Equatable, CustomStringConvertible {
    package var kind: ChangeKind
    /// Where, as a slash path by ids rather than positions (`/questions/q3/options/x`,
    /// `/scoring/axes/1/tie`, `/outcomes/INTJ`); segments are escaped as in JSON Pointer
    /// (`~` → `~0`, `/` → `~1`). Empty for the quiz as a whole.
    package var path: String
    /// What changed, starting with the place in words (`question "q3": option "x" removed`).
    package var message: String

    package init(_ kind: ChangeKind, _ path: String, _ message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    package var description: String { "\(kind.rawValue): \(message)" }
}

/// Builds change paths: `ChangePath.of("questions", id, "options", optionID)`.
enum ChangePath {
    static func of(_ segments: String...) -> String {
        segments.map { "/" + $0.replacingAll("~", "~0").replacingAll("/", "~1") }.joined()
    }
}

/// Quotes a name or text for messages: `"q3"` (JSON string syntax, so control characters
/// and quotes stay visible).
func quoted(_ text: String) -> String {
    JSONWriter.line.string(.string(text))
}
