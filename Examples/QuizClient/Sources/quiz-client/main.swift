// quiz-client: the FitCircle persona quiz as a session saved to a file by one process and
// finished by another (PersonaSession).
//
//   quiz-client session start FILE    answers the first two questions, saves the token to FILE
//   quiz-client session resume FILE   resumes FILE's session, answers the rest, prints the result
//   quiz-client session run           the same session in one go: prints the result
import Foundation
import QuizClient

let usage = "usage: quiz-client session start FILE | session resume FILE | session run\n"

/// Runs one command; the exit status.
func run(_ arguments: [String]) throws -> Int32 {
    switch (arguments.first, arguments.dropFirst().first, arguments.count) {
    case ("session", "start", 3):
        let token = try PersonaSession.start(answering: 2)
        try Data(token.utf8).write(to: URL(fileURLWithPath: arguments[2]))
        print("saved the session to \(arguments[2])")
    case ("session", "resume", 3):
        let token = String(decoding: try Data(contentsOf: URL(fileURLWithPath: arguments[2])), as: UTF8.self)
        print(try PersonaSession.resume(token))
    case ("session", "run", 2):
        print(try PersonaSession.uninterrupted())
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        return 2
    }
    return 0
}

do {
    exit(try run(Array(CommandLine.arguments.dropFirst())))
} catch {
    FileHandle.standardError.write(Data("quiz-client: \(error)\n".utf8))
    exit(1)
}
