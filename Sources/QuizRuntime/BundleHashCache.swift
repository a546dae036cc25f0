import Foundation

/// A scorer's bundle hash, computed the first time it is asked for and kept: the canonical
/// JSON of a whole bundle through SHA-256 costs milliseconds for a large quiz, and every
/// session started or resumed on the scorer needs it. A scorer's bundle never changes, so
/// the hash computed once stays right; the lock makes the first computation safe when
/// sessions on several threads share the scorer.
final class BundleHashCache: @unchecked Sendable {
    private let lock = NSLock()
    private var computed: String?

    /// The hash of `bundle`, computed on the first call only (every call passes the same bundle).
    func hash(of bundle: QuizBundle) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let hash = bundle.hash()
        computed = hash
        return hash
    }
}
