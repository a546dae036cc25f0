import Foundation

/// The `# yaml-language-server: $schema=…` line of a new translation file: the schema
/// `translation.schema.json` in the folder the quiz file's own modeline names.
package enum SchemaModeline {
    static let prefix = "yaml-language-server:"

    /// The modeline for a translation written to `outputPath`, when the quiz file (its
    /// bytes, at `quizPath`) starts with one; a relative schema path is rebased when the
    /// translation goes to another folder.
    package static func forTranslation(quizBytes: [UInt8], quizPath: String, outputPath: String) -> String? {
        guard let schema = schemaReference(in: quizBytes) else { return nil }
        let folder = schema.lastIndex(of: "/").map { String(schema[...$0]) } ?? ""
        var reference = folder + "translation.schema.json"
        if isRelative(reference) {
            let quizFolder = folderOf(quizPath), outputFolder = folderOf(outputPath)
            if quizFolder != outputFolder {
                let target = normalized(absolute(quizFolder) + reference.split(separator: "/").map(String.init))
                reference = relative(from: normalized(absolute(outputFolder)), to: target)
            }
        }
        return "# yaml-language-server: $schema=" + reference
    }

    /// The `$schema=` value of the modeline among the file's leading comment lines.
    static func schemaReference(in bytes: [UInt8]) -> String? {
        let text = String(
            decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        for rawLine in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            guard line.hasPrefix("#") else { return nil }
            let comment = line.dropFirst().trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix(prefix) else { continue }
            let rest = comment.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            guard rest.hasPrefix("$schema=") else { continue }
            let value = rest.dropFirst("$schema=".count).prefix { !$0.isWhitespace }
            return value.isEmpty ? nil : String(value)
        }
        return nil
    }

    static func isRelative(_ reference: String) -> Bool {
        !reference.hasPrefix("/") && !reference.contains("://")
    }

    /// The folder part of a path, as components ("" for the current folder).
    static func folderOf(_ path: String) -> [String] {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !parts.isEmpty { parts.removeLast() }
        if path.hasPrefix("/") { parts.insert("/", at: 0) }
        return parts
    }

    static func absolute(_ folder: [String]) -> [String] {
        if folder.first == "/" { return Array(folder.dropFirst()) }
        let current = FileManager.default.currentDirectoryPath.split(separator: "/").map(String.init)
        return current + folder
    }

    /// `.` and `..` resolved (lexically; a `..` above the root stays at the root).
    static func normalized(_ parts: [String]) -> [String] {
        var out: [String] = []
        for part in parts {
            if part == "." || part.isEmpty { continue }
            if part == ".." { if !out.isEmpty { out.removeLast() } } else { out.append(part) }
        }
        return out
    }

    /// The relative path from the folder `from` to the file `to` (both absolute, normalized).
    static func relative(from: [String], to: [String]) -> String {
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + to[common...]).joined(separator: "/")
    }
}
