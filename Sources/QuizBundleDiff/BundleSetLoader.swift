import Foundation
@_spi(Tools) package import QuizCompiler
import QuizFileSystem
package import QuizRuntime

/// Reads one side of `quizc diff`: a bundle file, or a folder of bundles (`*.json` directly
/// in it, `index.json` excepted). Every problem is collected, none stops the others. A folder
/// of earlier releases (`quizc build --earlier`) may hold several bundles of one quiz.
package enum BundleSetLoader {
    /// The largest bundle file read: well above what any quiz within the YAML limits
    /// compiles to, so a device or an endless pipe cannot exhaust memory.
    package static let maxBundleBytes = 64 << 20

    package static func load(_ path: String, onePerQuiz: Bool = true) -> (bundles: [QuizBundle], errors: [InputError]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return ([], [InputError(path: path, reason: "no such file or folder")])
        }
        var files: [String] = [path]
        if isDirectory.boolValue {
            guard case .success(let names) = FolderListing.textNames(atPath: path) else {
                return ([], [InputError(path: path, reason: "the folder cannot be read")])
            }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            files = names.filter { $0.hasSuffix(".json") && $0 != "index.json" }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                .map { prefix + $0 }
                .filter { file in
                    var nested: ObjCBool = false
                    return FileManager.default.fileExists(atPath: file, isDirectory: &nested) && !nested.boolValue
                }
        }
        var bundles: [QuizBundle] = []
        var errors: [InputError] = []
        var seen: [ExactString: String] = [:]
        for file in files {
            switch InputFiles.read(
                file, limit: maxBundleBytes,
                tooLargeAdvice: "a bundle quizc writes is far smaller; check that it is a quiz bundle")
            {
            case .failure(let error):
                errors.append(error)
            case .success(let bytes):
                do {
                    let bundle = try QuizBundle(jsonBytes: bytes, verifyHash: true)
                    if onePerQuiz, let earlier = seen[ExactString(bundle.quiz)] {
                        errors.append(
                            InputError(
                                path: file,
                                reason: "holds quiz \(quoted(bundle.quiz)) as \(earlier) does; one bundle per quiz"))
                    } else {
                        seen[ExactString(bundle.quiz)] = file
                        bundles.append(bundle)
                    }
                } catch {
                    errors.append(InputError(path: file, reason: "not a usable quiz bundle: \(error)"))
                }
            }
        }
        return (bundles, errors)
    }
}
