import Foundation

/// `quizc-embed-files OUTPUT ROOT FILE...`: writes a Swift source file that holds the text of
/// each FILE, named by its path relative to ROOT, as `EmbeddedFiles.files` (sorted by path).
///
/// The PreviewAssets build-tool plugin runs it, so the preview page and the JavaScript
/// runtime it runs are compiled into quizc and the binary needs nothing beside it. Each text
/// is a raw multi-line string literal with more `#` than any run in the text, so no byte of
/// a file is escaped or changed. A file that is not UTF-8 or holds a carriage return (which
/// a multi-line literal would turn into a line feed) is refused.
@main
struct EmbedFiles {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 2 else {
            fail("usage: quizc-embed-files OUTPUT ROOT FILE...")
        }
        let output = arguments[0]
        var root = arguments[1]
        if !root.hasSuffix("/") { root += "/" }
        var entries: [(path: String, text: String)] = []
        for file in arguments.dropFirst(2) {
            guard file.hasPrefix(root) else { fail("\(file) is not inside \(root)") }
            guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
            guard let text = String(data: data, encoding: .utf8) else { fail("\(file) is not UTF-8") }
            if text.contains("\r") { fail("\(file) holds a carriage return; save it with LF line ends") }
            entries.append((String(file.dropFirst(root.count)), text))
        }
        entries.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var source = """
        // Generated at build time by quizc-embed-files (build-tools/EmbedFiles); do not edit.

        /// Files compiled into this module: each path (relative to the package) and its text.
        package enum EmbeddedFiles {
            package static let files: [(path: String, text: String)] = [

        """
        for entry in entries {
            let hashes = String(repeating: "#", count: longestHashRun(entry.text) + 1)
            source += "        (\(literal(entry.path)), \(hashes)\"\"\"\n\(entry.text)\n\"\"\"\(hashes)),\n"
        }
        source += "    ]\n}\n"
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            fail("cannot write \(output): \(error)")
        }
    }

    static func longestHashRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "#") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("quizc-embed-files: error: \(message)\n".utf8))
        exit(1)
    }
}
