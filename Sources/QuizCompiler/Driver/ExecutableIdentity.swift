import Foundation
@_spi(Tools) import QuizRuntime

/// What identifies the running quizc binary, for the analysis cache's key
/// (`QuizcVersion.build`): entries written by one binary are read only by that binary, so a
/// quizc whose checks, messages or analysis differ (a development build, a fixed check
/// under the same version) never reads another's.
///
/// On Linux, the GNU build-id of the executable (`ELFBuildID`: the linker's hash of the
/// linked output, read in a few small reads, no process spawned). Elsewhere, or when the
/// executable has no build-id, the SHA-256 of the executable file: slower, just as honest.
/// When neither can be read there is no identity, and quizc runs without the cache.
enum ExecutableIdentity {
    /// The running executable's identity: `BUILDID` (lowercase hex) or `sha256-HEX`, or `nil`.
    static func current() -> String? {
        let selfLink = "/proc/self/exe"
        if FileManager.default.fileExists(atPath: selfLink), let id = ELFBuildID.read(path: selfLink) {
            return LowercaseHex.string(id)
        }
        for path in [Bundle.main.executablePath, selfLink].compactMap({ $0 }) {
            if let data = FileManager.default.contents(atPath: path), !data.isEmpty {
                return "sha256-" + SHA256.hex(Array(data))
            }
        }
        return nil
    }
}
