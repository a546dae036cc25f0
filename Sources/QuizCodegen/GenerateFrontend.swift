import Foundation
@_spi(Tools) package import QuizCompiler

/// `quizc generate LANGUAGE`: compiles quizzes, then writes typed client code for each
/// (docs/codegen.md), or (`--check`) reports which files a run would change.
package typealias GenerateFrontend = Frontend<GenerateOptions>

/// What `quizc generate` was asked, and running it.
package struct GenerateOptions: FrontendOptions {
    /// The language to write.
    package var language: CodegenLanguage
    /// Quiz files, or folders searched for `*.yaml` and `*.yml`.
    package var paths: [String]
    /// `-o`: the folder to write the code into.
    package var output: String
    /// `--check`: write nothing; fail when a file is stale or missing.
    package var check: Bool
    /// `--name-by-file` (Swift): name each file after its quiz's source file, so a build
    /// system (the QuizCodegenPlugin) knows the outputs before reading the quizzes.
    package var nameByFile: Bool
    /// The diagnostics' format and the compilation's settings.
    package var diagnostics: DiagnosticSettings

    /// The options of one run.
    package init(
        language: CodegenLanguage, paths: [String], output: String, check: Bool = false,
        nameByFile: Bool = false, diagnostics: DiagnosticSettings
    ) {
        self.language = language
        self.paths = paths
        self.output = output
        self.check = check
        self.nameByFile = nameByFile
        self.diagnostics = diagnostics
    }

    /// Generates (or checks).
    package func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        let generator = self.language.generator
        let session: BuildSession
        switch try DiagnosticReport.sessionWithoutFailures(
            paths: self.paths, settings: self.diagnostics, console: console,
            notDone: self.check ? "\(self.output) not compared with generated code" : "nothing written")
        {
        case .success(let built): session = built
        case .failure(let failure): return failure.status
        }
        let models = session.files.compactMap { file in
            file.resolved.map { CodegenModel(bundle: $0.bundle, sourcePath: file.path) }
        }
        let files: [GeneratedFile]
        switch Self.files(for: models, generator: generator, nameByFile: self.nameByFile) {
        case .success(let generated): files = generated
        case .failure(let clashes):
            for clash in clashes { console.say(.error, clash) }
            console.say(
                .plain, self.check ? "\(self.output) not compared with generated code" : "nothing written")
            return .failure
        }
        return self.check ? compare(files, console: console) : write(files, console: console)
    }

    /// Every file of `models`, sorted by quiz id, then the folder files; a failure lists the
    /// quizzes whose files would have one name (ignoring case, as on macOS).
    package static func files(
        for models: [CodegenModel], generator: any CodeGenerator.Type, nameByFile: Bool = false
    ) -> Result<[GeneratedFile], GenerateClashes> {
        let sorted = models.sorted { $0.quiz.utf8.lexicographicallyPrecedes($1.quiz.utf8) }
        var files: [GeneratedFile] = []
        var owners: [String: String] = [:]
        var clashes: [String] = []
        for model in sorted {
            var generated = generator.files(for: model)
            if nameByFile, generated.count == 1, let dot = generated[0].name.lastIndex(of: ".") {
                let stem = BundleEmitter.fileNamedBundle(forSource: model.sourcePath).dropLast(".json".count)
                generated[0].name = String(stem + generated[0].name[dot...])
            }
            for file in generated {
                let folded = file.name.lowercased()
                if let owner = owners[folded] {
                    clashes.append(
                        "\(owner) and \(model.sourcePath) would both be generated as \(file.name); rename one quiz")
                } else {
                    owners[folded] = model.sourcePath
                    files.append(file)
                }
            }
        }
        if !clashes.isEmpty { return .failure(GenerateClashes(messages: clashes)) }
        return .success(files + generator.folderFiles(for: sorted))
    }

    /// Generated files that would share a name.
    package struct GenerateClashes: Error, Sendable, Equatable, Sequence {
        /// One message per clash.
        package var messages: [String]
        /// The messages.
        package func makeIterator() -> IndexingIterator<[String]> { messages.makeIterator() }
    }

    /// `--check`: names each file that is stale or missing.
    private func compare(_ files: [GeneratedFile], console: Console) -> ExitStatus {
        let folder = self.output.hasSuffix("/") ? String(self.output.dropLast()) : self.output
        var outdated = 0
        for file in files {
            let path = folder + "/" + file.name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
                console.say(.plain, "\(path) is missing: run `\(regenerateCommand)`")
                outdated += 1
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                console.say(.error, "\(path) cannot be read; check its permissions")
                return .inputOutputError
            }
            if [UInt8](data) != Array(file.contents.utf8) {
                console.say(.plain, "\(path) is stale: run `\(regenerateCommand)`")
                outdated += 1
            }
        }
        guard outdated == 0 else { return .failure }
        console.say(.plain, "\(self.output) is up to date (\(files.count) file\(files.count == 1 ? "" : "s"))")
        return .success
    }

    /// Writes `files` into the output folder as one set.
    private func write(_ files: [GeneratedFile], console: Console) -> ExitStatus {
        let outputs = files.map { BundleEmitter.OutputFile(name: $0.name, bytes: Array($0.contents.utf8)) }
        do {
            for note in try OutputFolder(path: self.output).write(outputs) { console.say(.warning, note) }
        } catch {
            console.say(.error, error.description)
            return .inputOutputError
        }
        console.say(
            .plain,
            "wrote \(files.count) \(self.language.rawValue) file\(files.count == 1 ? "" : "s") to \(self.output)")
        return .success
    }

    /// The run that brings the output folder up to date: this command without `--check`.
    package var regenerateCommand: String {
        var words = ["quizc", "generate", self.language.rawValue, "-o", self.output]
        if self.nameByFile { words.append("--name-by-file") }
        words += self.paths
        return words.map(ShellQuoting.quoted).joined(separator: " ")
    }
}
