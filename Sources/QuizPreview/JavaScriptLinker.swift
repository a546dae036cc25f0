import Foundation
@_spi(Tools) import QuizCompiler

/// Links ES modules into one classic script, so a page that must work from `file://` (where a
/// module cannot load another) can run them inline.
///
/// It accepts the plain subset the runtime and the page are written in, and refuses anything
/// else with the file and line:
/// - module ids are paths (`runtimes/js/src/plan.js`); imports are relative (`./x.js`, `../y.js`);
/// - `import { a, b as c } from './x.js';` (the braces may span lines), `import * as ns from
///   './x.js';` and `import './x.js';`, each starting at column 0;
/// - `export function|async function|class|const|let NAME` at column 0, `export { a, b as c };`
///   and `export { a, b as c } from './x.js';`;
/// - no `export default`, `export *`, dynamic `import()`, `import.meta` or import cycles.
///
/// Each module runs once, in its own function scope in strict mode, when it is first
/// imported; the entry module runs when the script does. Exports are copied when a module
/// has run, so an exported `let` that changes later is not seen changed by its importers
/// (neither the runtime nor the page has one). Every statement keeps its line, so an error
/// in the browser points at the same line of the source file.
package struct JavaScriptLinker: Sendable {
    /// Why the modules cannot be linked.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var path: String
        /// 1-based; 0 when the problem is not on one line.
        package var line: Int
        package var message: String

        package var description: String {
            line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)"
        }
    }

    /// Every module that may be imported: path → text.
    package var files: [String: String]

    package init(files: [String: String]) {
        self.files = files
    }

    /// The script that runs `entry` and, before it, every module it imports.
    package func link(entry: String) throws(Failure) -> String {
        let modules = try reachableModules(from: entry)
        var script = """
            (function () {
            'use strict';
            const __modules = new Map();
            const __loaded = new Map();
            function __require(path) {
              let exports = __loaded.get(path);
              if (exports === undefined) {
                exports = {};
                __loaded.set(path, exports);
                __modules.get(path)(exports, __require);
              }
              return exports;
            }

            """
        for path in modules.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let module = modules[path] else { continue }
            script += "// \(path)\n__modules.set(\(Self.quoted(path)), function (__exports, __require) {\n"
            script += module.body
            if !module.body.hasSuffix("\n") { script += "\n" }
            for (local, exported) in module.localExports {
                script += "__exports[\(Self.quoted(exported))] = \(local);\n"
            }
            script += "});\n"
        }
        script += "__require(\(Self.quoted(entry)));\n})();\n"
        return script
    }

    /// One module, rewritten: its body and the local names it exports.
    struct LinkedModule {
        var body: String
        var imports: [(path: String, line: Int)]
        var localExports: [(local: String, exported: String)]
    }

    /// Every module reachable from `entry`, each rewritten; refuses missing files and cycles.
    func reachableModules(from entry: String) throws(Failure) -> [String: LinkedModule] {
        guard files[entry] != nil else { throw Failure(path: entry, line: 0, message: "the entry module is missing") }
        var modules: [String: LinkedModule] = [:]
        var pending = [entry]
        while let path = pending.popLast() {
            if modules[path] != nil { continue }
            guard let text = files[path] else { throw Failure(path: path, line: 0, message: "no such module") }
            let module = try rewrite(path: path, text: text)
            modules[path] = module
            for dependency in module.imports where modules[dependency.path] == nil {
                if files[dependency.path] == nil {
                    throw Failure(
                        path: path, line: dependency.line,
                        message: "imports \(dependency.path), which is not a module of the page")
                }
                pending.append(dependency.path)
            }
        }
        try checkAcyclic(modules, entry: entry)
        return modules
    }

    /// Depth-first, without recursion: a module met again while it is still open is a cycle.
    func checkAcyclic(_ modules: [String: LinkedModule], entry: String) throws(Failure) {
        var state: [String: Bool] = [:]  // false: open, true: done
        var stack: [(path: String, next: Int)] = [(entry, 0)]
        state[entry] = false
        while let top = stack.last {
            let imports = modules[top.path]?.imports ?? []
            if top.next == imports.count {
                state[top.path] = true
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let dependency = imports[top.next]
            switch state[dependency.path] {
            case .some(false):
                let cycle = stack.map(\.path).drop { $0 != dependency.path } + [dependency.path]
                throw Failure(
                    path: top.path, line: dependency.line, message: "import cycle: \(cycle.joined(separator: " → "))")
            case .some(true):
                continue
            case .none:
                state[dependency.path] = false
                stack.append((dependency.path, 0))
            }
        }
    }

    /// The module's text with its `import`/`export` statements turned into plain JavaScript,
    /// line for line.
    func rewrite(path: String, text: String) throws(Failure) -> LinkedModule {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var imports: [(path: String, line: Int)] = []
        var exports: [(local: String, exported: String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            if line.hasPrefix("import ") || line.hasPrefix("import{") || line == "import" {
                let (statement, last) = try Self.statement(lines, from: index, path: path)
                let replacement = try rewriteImport(statement, path: path, line: number, imports: &imports)
                Self.replace(&lines, from: index, through: last, with: replacement)
                index = last + 1
                continue
            }
            if line.hasPrefix("export ") || line.hasPrefix("export{") {
                let rest = line.dropFirst("export".count).drop { $0 == " " }
                if rest.hasPrefix("{") {
                    let (statement, last) = try Self.statement(lines, from: index, path: path)
                    let replacement = try rewriteExportList(
                        statement, path: path, line: number, imports: &imports, exports: &exports)
                    Self.replace(&lines, from: index, through: last, with: replacement)
                    index = last + 1
                    continue
                }
                guard let name = Self.declaredName(rest) else {
                    throw Failure(
                        path: path, line: number,
                        message: "unsupported export (write `export function|class|const|let NAME` or `export { … }`)")
                }
                exports.append((name, name))
                lines[index] = String(rest)
                index += 1
                continue
            }
            let code = Self.codeOutsideComments(line)
            if code.contains("import(") || code.contains("import.meta") {
                throw Failure(
                    path: path, line: number,
                    message: "dynamic import() and import.meta cannot be linked into one script")
            }
            index += 1
        }
        return LinkedModule(body: lines.joined(separator: "\n"), imports: imports, localExports: exports)
    }

    /// The line without its comments, as far as one line shows them: `/* … */` spans, the
    /// rest after `//`, and a line that continues a block comment (starts with `*`). Good
    /// enough to find `import(` in code but not in a JSDoc type such as
    /// `/** @type {import('./x.js').T} */`.
    static func codeOutsideComments(_ line: String) -> String {
        var rest = Substring(line)
        if rest.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("*") { return "" }
        var code = ""
        while !rest.isEmpty {
            if rest.hasPrefix("//") { break }
            if rest.hasPrefix("/*") {
                guard let close = rest.range(of: "*/") else { break }
                rest = rest[close.upperBound...]
                code += " "
                continue
            }
            code.append(rest.removeFirst())
        }
        return code
    }

    /// The statement starting at line `start`: its text up to the first `;`, and its last line.
    static func statement(_ lines: [String], from start: Int, path: String) throws(Failure) -> (String, Int) {
        var text = ""
        var index = start
        while index < lines.count {
            text += (index == start ? "" : " ") + lines[index]
            if let semicolon = text.firstIndex(of: ";") {
                let tail = text[text.index(after: semicolon)...].trimmingSpaces()
                guard tail.isEmpty || tail.hasPrefix("//") else {
                    throw Failure(
                        path: path, line: index + 1,
                        message: "write nothing after an import or export statement on its line")
                }
                return (String(text[..<semicolon]), index)
            }
            index += 1
            if index - start > 200 { break }
        }
        throw Failure(path: path, line: start + 1, message: "an import or export statement must end with `;`")
    }

    /// Puts `replacement` on the first line of a statement and blanks its other lines.
    static func replace(_ lines: inout [String], from first: Int, through last: Int, with replacement: String) {
        lines[first] = replacement
        if last > first {
            for index in (first + 1)...last { lines[index] = "" }
        }
    }

    func rewriteImport(_ statement: String, path: String, line: Int, imports: inout [(path: String, line: Int)])
        throws(Failure) -> String
    {
        let body = statement.dropFirst("import".count).trimmingSpaces()
        if let specifier = Self.stringLiteral(body) {
            let target = try resolve(specifier, from: path, line: line)
            imports.append((target, line))
            return "__require(\(Self.quoted(target)));"
        }
        guard let fromRange = body.range(of: " from ", options: .backwards),
            let specifier = Self.stringLiteral(body[fromRange.upperBound...].trimmingSpaces())
        else {
            throw Failure(
                path: path, line: line, message: "unsupported import (write `import { a, b } from './x.js';`)")
        }
        let target = try resolve(specifier, from: path, line: line)
        imports.append((target, line))
        let clause = body[..<fromRange.lowerBound].trimmingSpaces()
        if clause.hasPrefix("* as ") {
            let name = clause.dropFirst("* as ".count).trimmingSpaces()
            guard Self.isIdentifier(name) else {
                throw Failure(path: path, line: line, message: "unsupported import of `\(clause)`")
            }
            return "const \(name) = __require(\(Self.quoted(target)));"
        }
        let names = try Self.bindingList(String(clause), path: path, line: line)
        let destructured = names.map { $0.imported == $0.local ? $0.local : "\($0.imported): \($0.local)" }
        return "const { \(destructured.joined(separator: ", ")) } = __require(\(Self.quoted(target)));"
    }

    func rewriteExportList(
        _ statement: String, path: String, line: Int, imports: inout [(path: String, line: Int)],
        exports: inout [(local: String, exported: String)]
    ) throws(Failure) -> String {
        let body = statement.dropFirst("export".count).trimmingSpaces()
        guard let close = body.lastIndex(of: "}") else {
            throw Failure(path: path, line: line, message: "unsupported export list")
        }
        let list = String(body[...close])
        let names = try Self.bindingList(list, path: path, line: line)
        let tail = body[body.index(after: close)...].trimmingSpaces()
        if tail.isEmpty {
            for name in names { exports.append((name.imported, name.local)) }
            return ""
        }
        guard tail.hasPrefix("from "),
            let specifier = Self.stringLiteral(tail.dropFirst("from ".count).trimmingSpaces())
        else {
            throw Failure(
                path: path, line: line, message: "unsupported export list (write `export { a } from './x.js';`)")
        }
        let target = try resolve(specifier, from: path, line: line)
        imports.append((target, line))
        let assignments = names.map { "__exports[\(Self.quoted($0.local))] = __m[\(Self.quoted($0.imported))];" }
        return "{ const __m = __require(\(Self.quoted(target))); \(assignments.joined(separator: " ")) }"
    }

    /// `{ a, b as c }` → (a, a), (b, c).
    static func bindingList(_ clause: String, path: String, line: Int) throws(Failure) -> [(
        imported: String, local: String
    )] {
        guard clause.hasPrefix("{"), clause.hasSuffix("}") else {
            throw Failure(
                path: path, line: line,
                message: "unsupported import or export of `\(clause)` (default imports and exports are not linked)")
        }
        var result: [(imported: String, local: String)] = []
        for item in clause.dropFirst().dropLast().split(separator: ",") {
            let words = item.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words.isEmpty { continue }
            if words.count == 1, isIdentifier(words[0]) {
                result.append((words[0], words[0]))
            } else if words.count == 3, words[1] == "as", isIdentifier(words[0]), isIdentifier(words[2]) {
                result.append((words[0], words[2]))
            } else {
                throw Failure(
                    path: path, line: line,
                    message: "unsupported name `\(item.trimmingSpaces())` in an import or export list")
            }
        }
        return result
    }

    /// The name an `export` declaration declares: `function f(`, `async function f(`,
    /// `class C `, `const X =`, `let X =`.
    static func declaredName(_ declaration: Substring) -> String? {
        var rest = declaration
        for keyword in ["async function ", "function ", "class ", "const ", "let "] where rest.hasPrefix(keyword) {
            rest = rest.dropFirst(keyword.count).drop { $0 == " " || $0 == "*" }
            let name = String(rest.prefix { isIdentifierCharacter($0) })
            return name.isEmpty ? nil : name
        }
        return nil
    }

    /// The module path a relative specifier names, from the importing module's folder.
    func resolve(_ specifier: String, from path: String, line: Int) throws(Failure) -> String {
        guard specifier.hasPrefix("./") || specifier.hasPrefix("../") else {
            throw Failure(
                path: path, line: line,
                message:
                    "`\(specifier)` is not a relative path; the linker has no packages, import files by './' or '../'")
        }
        var parts = path.split(separator: "/").map(String.init).dropLast()
        for part in specifier.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else {
                    throw Failure(path: path, line: line, message: "`\(specifier)` leaves the package")
                }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    static func stringLiteral(_ text: Substring) -> String? {
        guard let quote = text.first, quote == "'" || quote == "\"", text.count >= 2, text.last == quote else {
            return nil
        }
        let inner = text.dropFirst().dropLast()
        return inner.contains(quote) || inner.contains("\\") ? nil : String(inner)
    }

    static func isIdentifier(_ text: some StringProtocol) -> Bool {
        guard let first = text.first, !first.isNumber else { return false }
        return text.allSatisfy(isIdentifierCharacter)
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character == "$" || (character.isASCII && (character.isLetter || character.isNumber))
    }

    /// A JavaScript string literal of an ASCII-safe path.
    static func quoted(_ text: String) -> String {
        let body = ScalarEscaping.escaped(text) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "<": "\\u003c"
            default:
                // Each UTF-16 unit as `\uXXXX`: a scalar beyond the BMP as its surrogate pair.
                scalar.value < 0x20 || scalar.value > 0x7E
                    ? String(scalar).utf16.map { "\\u" + ScalarEscaping.hex(UInt32($0), digits: 4) }.joined() : nil
            }
        }
        return "\"" + body + "\""
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    func trimmingSpaces() -> Substring {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
