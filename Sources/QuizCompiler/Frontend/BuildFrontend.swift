import QuizRuntime

/// `quizc build`: lints, then writes one bundle per quiz and `index.json`, or (`--check`)
/// reports how the output folder differs from what a build would write.
@_spi(Tools) public typealias BuildFrontend = Frontend<BuildOptions>

/// What `quizc build` was asked, and running it.
@_spi(Tools) public struct BuildOptions: FrontendOptions {
    /// Quiz files, or folders searched for `*.yaml` and `*.yml`.
    var paths: [String]
    /// `-o`: the folder to write bundles into.
    var output: String
    /// `--check`: write nothing; fail when the folder is not what a build would write.
    var check: Bool
    /// `--name-by-file`: name each bundle after its source file instead of its quiz id.
    var nameByFile: Bool
    /// The diagnostics' format and the compilation's settings.
    var diagnostics: DiagnosticSettings
    /// `--earlier`: a folder of earlier released bundles; each new bundle records what a
    /// session saved on each of its quiz's earlier releases needs (`migrations`).
    var earlier: String?
    /// The comparison `--earlier` needs (`QuizBundleDiff`'s); `nil` where no tool is linked.
    var earlierReleases: (any EarlierReleases)?

    /// The options of one run.
    @_spi(Tools) public init(
        paths: [String], output: String, check: Bool = false, nameByFile: Bool = false,
        diagnostics: DiagnosticSettings, earlier: String? = nil, earlierReleases: (any EarlierReleases)? = nil
    ) {
        self.paths = paths
        self.output = output
        self.check = check
        self.nameByFile = nameByFile
        self.diagnostics = diagnostics
        self.earlier = earlier
        self.earlierReleases = earlierReleases
    }

    /// Builds (or checks).
    @_spi(Tools) public func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        let session: BuildSession
        switch try DiagnosticReport.sessionWithoutFailures(
            paths: self.paths, settings: self.diagnostics, console: console,
            notDone: self.check ? "\(self.output) not compared with a build" : "nothing written")
        {
        case .success(let built): session = built
        case .failure(let failure): return failure.status
        }
        var resolved = session.files.compactMap { file in file.resolved.map { (path: file.path, quiz: $0) } }
        if let earlier = self.earlier {
            guard let migrated = migrating(resolved.map(\.quiz), from: earlier, console: console) else {
                console.say(.plain, "nothing written")
                return .inputOutputError
            }
            for index in resolved.indices { resolved[index].quiz = migrated[index] }
        }
        let files: [BundleEmitter.OutputFile]
        if self.nameByFile {
            let named = resolved.map { (name: BundleEmitter.fileNamedBundle(forSource: $0.path), quiz: $0.quiz) }
            let clashes = BundleNameClashes.find(names: named.map(\.name), sources: resolved.map(\.path))
            if !clashes.isEmpty {
                for clash in clashes { console.say(.error, clash) }
                console.say(.plain, "nothing written")
                return .failure
            }
            files = BundleEmitter.outputs(named: named)
        } else {
            files = BundleEmitter.outputs(for: resolved.map(\.quiz))
        }
        return self.check ? compare(files, console: console) : write(files, console: console)
    }

    /// `quizzes` with the migrations from the earlier releases in `folder`; `nil` (the errors said)
    /// when the folder cannot be read.
    private func migrating(_ quizzes: [ResolvedQuiz], from folder: String, console: Console) -> [ResolvedQuiz]? {
        guard let earlierReleases else {
            console.say(.error, "--earlier needs the bundle comparison, which this build of quizc lacks")
            return nil
        }
        switch earlierReleases.migrations(to: quizzes.map(\.bundle), earlierFolder: folder) {
        case .failure(let failure):
            for error in failure.errors { console.say(.error, error.description) }
            return nil
        case .success(let migrations):
            return zip(quizzes, migrations).map { quiz, migrations in
                var migrated = quiz
                migrated.bundle.migrations = migrations
                return migrated
            }
        }
    }

    /// `--check`: says how the output folder differs from `files`.
    private func compare(_ files: [BundleEmitter.OutputFile], console: Console) -> ExitStatus {
        let staleness: OutputFolder.Staleness
        do {
            staleness = try OutputFolder(path: self.output).compare(with: files)
        } catch {
            console.say(.error, error.description)
            return .inputOutputError
        }
        let report = StalenessReport(
            staleness: staleness, folder: self.output, bundleCount: files.count - 1,
            rebuildCommand: rebuildCommand)
        for line in report.lines { console.say(.plain, line) }
        return staleness.isUpToDate ? .success : .failure
    }

    /// Replaces the output folder with `files`.
    private func write(_ files: [BundleEmitter.OutputFile], console: Console) -> ExitStatus {
        do {
            for note in try OutputFolder(path: self.output).write(files) { console.say(.warning, note) }
        } catch {
            console.say(.error, error.description)
            return .inputOutputError
        }
        let count = files.count - 1
        console.say(
            .plain, "wrote \(count) bundle\(count == 1 ? "" : "s") and \(BundleEmitter.indexName) to \(self.output)")
        return .success
    }

    /// The build that brings the output folder up to date: this command without `--check`.
    var rebuildCommand: String {
        var words = ["quizc", "build", "-o", self.output]
        if self.nameByFile { words.append("--name-by-file") }
        if let earlier = self.earlier { words += ["--earlier", earlier] }
        words += self.paths
        return words.map(ShellQuoting.quoted).joined(separator: " ")
    }
}
