@_spi(Tools) package import QuizCompiler

/// A file compiled in the background with its analysis: what it was compiled from, and the result.
package struct AnalysedFile: Sendable {
    /// The path and content compiled.
    package var input: InputFile
    /// The file with its analysis, exactly as `quizc lint` compiles it.
    package var file: CompiledFile
}

/// How the server compiles a file with its analysis: the compiler's own compilation by
/// default (tests give a slow one).
package typealias FullCompile = @Sendable (InputFile) -> CompiledFile

/// One background analysis: the files whose quick compilation deferred their analysis,
/// compiled whole in a detached task, posted to the loop as `.analysed` when done.
///
/// Cancelled when the files' text changes: the task is cancelled, the compiler's searches
/// stop at their next step (they check `Task.isCancelled`, and a cancelled analysis is never
/// stored in the analysis cache), and the loop gets `.analysed` with no files.
package final class AnalysisJob: @unchecked Sendable {
    /// The files, as the workspace held them when the job started.
    package let inputs: [InputFile]
    private var task: Task<Void, Never>?

    private init(inputs: [InputFile]) {
        self.inputs = inputs
    }

    /// Starts compiling `inputs` with `compile` in the background; the result goes to `events`.
    package static func start(_ inputs: [InputFile], compile: @escaping FullCompile, events: ServerEvents)
        -> AnalysisJob
    {
        let job = AnalysisJob(inputs: inputs)
        events.analysisStarted()
        job.task = Task.detached(priority: .utility) {
            var files: [AnalysedFile] = []
            for input in inputs where !Task.isCancelled {
                files.append(AnalysedFile(input: input, file: compile(input)))
            }
            events.post(analysis: .analysed(job, Task.isCancelled ? nil : files))
        }
        return job
    }

    /// Whether the job compiles exactly `inputs` (same paths, same contents).
    package func compiles(_ inputs: [InputFile]) -> Bool {
        self.inputs.count == inputs.count
            && zip(self.inputs, inputs).allSatisfy { $0.path == $1.path && $0.content == $1.content }
    }

    /// Cancels the job: its result is dropped, and its searches stop early.
    package func cancel() {
        task?.cancel()
    }
}
