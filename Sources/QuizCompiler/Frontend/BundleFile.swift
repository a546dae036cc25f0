import Foundation
public import QuizRuntime

/// A bundle file as `score` and `order` load it, hash checked.
enum BundleFile {
    /// Why a bundle is not used: its exit status, said on standard error already.
    struct Failure: Error {
        /// The status the command ends with.
        let status: ExitStatus
    }

    /// The bundle at `path`; a file that cannot be read is `.inputOutputError`, one that is
    /// not a usable bundle `.failure`, each said on `console`.
    static func load(_ path: String, console: Console) -> Result<QuizBundle, Failure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            console.say(.error, "\(path): cannot be read")
            return .failure(Failure(status: .inputOutputError))
        }
        do {
            return .success(try QuizBundle(jsonBytes: [UInt8](data), verifyHash: true))
        } catch {
            console.say(.error, "\(path): not a usable bundle: \(error)")
            return .failure(Failure(status: .failure))
        }
    }
}
