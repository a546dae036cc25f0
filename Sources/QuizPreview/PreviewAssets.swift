import Foundation
@_spi(Tools) import QuizRuntime

/// The page's own files, ready to fill in: the HTML template, the styles and the linked script
/// (the page's modules and the JavaScript runtime they import, as one classic script).
package struct PreviewAssets: Sendable {
    /// Why the page's files cannot make a page: a defect of quizc itself, never of a quiz.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// Where the page's files are, relative to the package.
    package static let folder = "Sources/QuizPreview/Page/"
    package static let templatePath = folder + "preview.html"
    package static let stylePath = folder + "preview.css"
    package static let entryPath = folder + "main.js"

    /// The three lines of the template that are replaced, each alone on its line.
    package enum Marker: String, CaseIterable, Sendable {
        case style = "/*@quizc:style*/"
        case data = "/*@quizc:data*/"
        case script = "/*@quizc:script*/"
    }

    /// Where the template's Content-Security-Policy names the page's script by its hash:
    /// `'sha256-@quizc:script-sha256@'` becomes the base64 SHA-256 of the script element's text,
    /// so that script runs and no other inline script or handler would.
    package static let scriptHashToken = "@quizc:script-sha256@"

    package var template: String
    package var style: String
    package var script: String
    /// The base64 SHA-256 of the script element's text (a line end, then the script), as a
    /// Content-Security-Policy `'sha256-…'` source names it.
    package var scriptHash: String

    /// The assets compiled into quizc (the plugin embeds `Page/` and `runtimes/js/src`).
    package static func embedded() throws(Failure) -> PreviewAssets {
        var files: [String: String] = [:]
        for file in EmbeddedFiles.files { files[file.path] = file.text }
        return try PreviewAssets(files: files)
    }

    /// The assets from files keyed by package-relative path.
    package init(files: [String: String]) throws(Failure) {
        guard let template = files[Self.templatePath] else {
            throw Failure(description: "\(Self.templatePath) is missing")
        }
        guard let style = files[Self.stylePath] else { throw Failure(description: "\(Self.stylePath) is missing") }
        let script: String
        do {
            script = try JavaScriptLinker(files: files).link(entry: Self.entryPath)
        } catch {
            throw Failure(description: "the page's script cannot be linked: \(error.description)")
        }
        for marker in Marker.allCases {
            let count = Self.markerLines(template, marker).count
            guard count == 1 else {
                throw Failure(
                    description: "\(Self.templatePath) must hold the line \(marker.rawValue) once, not \(count) times")
            }
        }
        // The HTML parser ends a raw-text element at its end tag, whatever the script means.
        if let problem = Self.rawTextProblem(script, endTag: "</script") {
            throw Failure(description: "the page's script \(problem)")
        }
        if let problem = Self.rawTextProblem(style, endTag: "</style") {
            throw Failure(description: "\(Self.stylePath) \(problem)")
        }
        if template.contains(Self.scriptHashToken) {
            let lines = template.split(separator: "\n", omittingEmptySubsequences: false)
            guard let at = lines.firstIndex(where: { $0.trimmingSpaces() == Marker.script.rawValue }),
                at > 0, at + 1 < lines.count, lines[at - 1] == "<script>", lines[at + 1].hasPrefix("</script>")
            else {
                throw Failure(
                    description:
                        "\(Self.templatePath) names the script's hash, so the line \(Marker.script.rawValue) must stand alone between the lines <script> and </script>"
                )
            }
        }
        self.template = template
        self.style = style
        self.script = script
        // The element's text is the line end after `<script>`, then the script up to `</script>`.
        self.scriptHash = Data(SHA256.digest(Array(("\n" + script).utf8))).base64EncodedString()
    }

    /// The page: the template with the styles, the data and the script in place of the markers.
    /// `data` must already be safe inside a `<script>` element.
    package func page(data: String) -> String {
        var out = ""
        for line in template.split(separator: "\n", omittingEmptySubsequences: false) {
            switch Marker(rawValue: String(line.trimmingSpaces())) {
            case .style: out += style.hasSuffix("\n") ? style : style + "\n"
            case .data: out += data + "\n"
            case .script: out += script
            case nil: out += line.replacing(Self.scriptHashToken, with: scriptHash) + "\n"
            }
        }
        // The template's last line ends the file: no line end is added after it.
        return String(out.dropLast())
    }

    static func markerLines(_ template: String, _ marker: Marker) -> [Substring] {
        template.split(separator: "\n", omittingEmptySubsequences: false).filter {
            $0.trimmingSpaces() == marker.rawValue
        }
    }

    /// Text that would end, or change the parsing of, the element it is inlined into.
    static func rawTextProblem(_ text: String, endTag: String) -> String? {
        let lowered = text.lowercased()
        if lowered.contains(endTag) { return "contains `\(endTag)`, which would end the element it is inlined into" }
        if endTag == "</script", lowered.contains("<!--") {
            return "contains `<!--`, which changes how a script element is parsed"
        }
        return nil
    }
}
