import Foundation
@_spi(Tools) package import QuizCompiler

/// `quizc preview`: lints, then writes one self-contained HTML page that presents the quizzes
/// and scores them live.
package typealias PreviewFrontend = Frontend<PreviewOptions>

/// What `quizc preview` was asked, and running it.
package struct PreviewOptions: FrontendOptions {
    /// Quiz and translation files, or folders searched for `*.yaml` and `*.yml`.
    package var paths: [String]
    /// `-o`: the HTML file to write.
    package var output: String
    /// `--seed`: the presentation order the page starts with; `nil`: the page picks one.
    package var seed: UInt64?
    /// `--locale`: the language the page starts in.
    package var locale: String?
    /// The diagnostics' format and the compilation's settings.
    package var diagnostics: DiagnosticSettings

    /// The options of one run.
    package init(
        paths: [String], output: String, seed: UInt64? = nil, locale: String? = nil,
        diagnostics: DiagnosticSettings
    ) {
        self.paths = paths
        self.output = output
        self.seed = seed
        self.locale = locale
        self.diagnostics = diagnostics
    }

    /// Writes the page: `.failure` when a quiz has errors, `.inputOutputError` when an input
    /// cannot be read or the page written.
    package func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        let assets: PreviewAssets
        switch Result(catching: { () throws(PreviewAssets.Failure) in try PreviewAssets.embedded() }) {
        case .success(let embedded): assets = embedded
        case .failure(let error):
            // The page is compiled into quizc: this is a defect of the build, not of the quizzes.
            console.say(.internalError, error.description)
            return .internalError
        }
        let session: BuildSession
        switch try DiagnosticReport.sessionWithoutFailures(
            paths: self.paths, settings: self.diagnostics, console: console)
        {
        case .success(let built): session = built
        case .failure(let failure): return failure.status
        }
        let quizzes = session.files.compactMap { file in
            // A quiz that resolved without errors was analysed.
            file.resolved.flatMap { quiz in
                file.analyzed.map { PreviewPage.Quiz(file: file.path, quiz: quiz, analyzed: $0) }
            }
        }
        let page = PreviewPage(quizzes: quizzes, seed: self.seed, locale: self.locale)
        let path = self.output
        do {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try AtomicFile.write(page.html(assets: assets), to: path)
        } catch let failure as AtomicFile.Failure {
            console.say(.error, failure.description)
            return .inputOutputError
        } catch {
            console.say(.error, "cannot create the folder of \(path): \(error.localizedDescription)")
            return .inputOutputError
        }
        let count = quizzes.count
        console.say(
            .plain,
            "wrote \(path) (\(count) quiz\(count == 1 ? "" : "zes")); open it in a browser: \(Self.fileURL(path))")
        return .success
    }

    /// `file://` and the absolute path, percent-encoded where a URL needs it.
    package static func fileURL(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.absoluteString
    }
}
