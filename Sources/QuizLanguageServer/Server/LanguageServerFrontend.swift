import Foundation
@_spi(Tools) package import QuizCompiler

/// `quizc lsp`: the language server over standard input and output.
package struct LanguageServerFrontend {
    /// The compilation's settings (analysis budget, cache).
    package var compilation: CompilationSettings

    /// A frontend with these settings.
    package init(compilation: CompilationSettings) {
        self.compilation = compilation
    }

    /// Serves one client on standard input and output until `exit` or the end of the input;
    /// notes (the analysis cache's, dropped messages) go to `output`'s standard error.
    package func run(output: any OutputSink) -> ExitStatus {
        let console = Console(output)
        var quizCompilation = compilation.compilation(console: console)
        if quizCompilation.analysisCache == nil { quizCompilation.analysisCache = Self.memoryCache() }
        var server = LanguageServer(
            input: FileDescriptorInput(descriptor: STDIN_FILENO),
            output: FileDescriptorOutput(descriptor: STDOUT_FILENO),
            compilation: quizCompilation, log: { console.say(.plain, "lsp: \($0)") })
        return server.run()
    }

    /// The most bytes of analyses the session's memory cache keeps (docs/editors.md): about
    /// 3,000 entries of a typical quiz's ~5 KB; the least recently used are dropped past it.
    static let memoryCacheBytes = 16 << 20

    /// An analysis cache in memory for the session (when the disk's is off or unavailable),
    /// signed with a key made for it, keeping at most `maxBytes` of entries.
    static func memoryCache(maxBytes: Int = memoryCacheBytes) -> AnalysisCache? {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<CacheSigningKey.length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        guard let key = CacheSigningKey(bytes: bytes) else { return nil }
        return AnalysisCache(storage: InMemoryAnalysisCacheStorage(maxBytes: maxBytes), signingKey: key)
    }
}
