import ArgumentParser
import Foundation
import QuizCodegen
@_spi(Tools) import QuizCompiler

extension CodegenLanguage: ExpressibleByArgument {}

/// `quizc generate swift|typescript|python [PATH...] [-o DIR] [--check]`: typed client code.
struct Generate: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile quizzes, then write typed client code for them: Swift, TypeScript or Python.",
        discussion:
            "Per quiz: typed ids with the exact wire strings (outcomes, traits, questions, options), a typed answers value, a typed result and the bundle hash the code was generated for (see docs/codegen.md). Nothing is written when any input has an error; the files are written as one set."
    )

    @Argument(help: "The language: swift, typescript or python.")
    var language: CodegenLanguage

    @Argument(help: "Quiz files, or folders searched for *.yaml and *.yml.")
    var paths: [String] = ["quizzes"]

    @ArgumentParser.Option(name: [.short, .customLong("output")], help: "The folder to write the code into.")
    var output = "generated"

    @Flag(help: "Write nothing; fail naming each generated file that is stale or missing.")
    var check = false

    @Flag(
        help: ArgumentHelp(
            "Swift only: name each file after its quiz's source file instead of its type.",
            discussion:
                "fitcircle-persona.quiz.yaml → fitcircle-persona.swift, so a build system (the QuizCodegenPlugin) knows the outputs before reading the files."
        ))
    var nameByFile = false

    @OptionGroup var options: DiagnosticOptions

    func validate() throws {
        if nameByFile && language != .swift {
            throw ValidationError("--name-by-file is for Swift only: TypeScript and Python files are named by quiz id")
        }
    }

    func run(in context: CommandContext) -> ExitStatus {
        let options = GenerateFrontend.Options(
            language: language, paths: paths, output: output, check: check, nameByFile: nameByFile,
            diagnostics: options.settings(in: context))
        return GenerateFrontend(options).run(output: context.output)
    }
}
