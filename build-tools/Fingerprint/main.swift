import Foundation
@_spi(Tools) import QuizRuntime

/// `quizc-fingerprint OUTPUT ROOT FILE...`: writes a Swift source file declaring
/// `CompilerFingerprint.sources`, the SHA-256 (hex) of the FILEs: for each, sorted by its path
/// relative to ROOT, the path, a line feed, its size in decimal, a line feed, then its bytes.
///
/// The CompilerFingerprint build-tool plugin runs it over the sources of QuizCompiler and the
/// targets it depends on, so the analysis cache can tell one build of the compiler from
/// another even when both say the same version: entries written by a quizc whose checks,
/// messages or analysis differ are never read. The same sources give the same fingerprint on
/// every machine, so a CI cache survives a rebuild that changed nothing the compiler runs.
@main
struct Fingerprint {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 2 else { fail("usage: quizc-fingerprint OUTPUT ROOT FILE...") }
        let output = arguments[0]
        var root = arguments[1]
        if !root.hasSuffix("/") { root += "/" }
        var files: [(path: String, bytes: [UInt8])] = []
        for file in arguments.dropFirst(2) {
            guard file.hasPrefix(root) else { fail("\(file) is not inside \(root)") }
            guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
            files.append((String(file.dropFirst(root.count)), Array(data)))
        }
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var message: [UInt8] = []
        for file in files {
            message += Array("\(file.path)\n\(file.bytes.count)\n".utf8)
            message += file.bytes
        }
        let source = """
        // Generated at build time by quizc-fingerprint (build-tools/Fingerprint); do not edit.

        /// What identifies this build of the compiler beyond its version.
        package enum CompilerFingerprint {
            /// SHA-256 of the \(files.count) source files of QuizCompiler and the targets it depends on.
            package static let sources = "\(SHA256.hex(message))"
        }

        """
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            fail("cannot write \(output): \(error)")
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("quizc-fingerprint: error: \(message)\n".utf8))
        exit(1)
    }
}
