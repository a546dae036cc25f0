import QuizRuntime

/// Scripted sessions (docs/conformance.md, "Session scripts"): pages, branching, changed
/// answers, refusals, progress, time limits, saving and resuming, and refused tokens; and
/// resuming on another release (`releaseScripts`).
enum SessionCases {
    static func all() -> [CaseSpec] {
        (scripts + releaseScripts).map { name, bundle, start, steps in
            CaseSpec(
                id: "session/\(name)", kind: "session",
                inputs: [("bundle", .string(bundle)), ("start", parse(start)), ("steps", parse(steps))])
        }
    }

    private static func parse(_ text: String) -> JSONValue {
        // The scripts below are literals of this file: a parse failure is a bug here.
        (try? JSONParser().parse(Array(text.utf8))) ?? .null
    }

    private static let branchingFlow = """
        [{"do":"progress"},{"do":"answer","key":"injuries","value":null},{"do":"answer","key":"goal","value":"lose"},{"do":"answer","key":"target_loss","value":"lot"},
         {"do":"answer","key":"target_weeks","value":8},{"do":"progress"},{"do":"answer","key":"goal","value":"muscle"},
         {"do":"progress"},{"do":"answer","key":"sport","value":"lift"},{"do":"answer","key":"equipment","value":["gym","bike"]},
         {"do":"answer","key":"motivation","value":5},{"do":"answer","key":"effort","value":6.5},{"do":"answer","key":"sure","value":2},
         {"do":"answer","key":"gym_days","value":"many"},{"do":"answer","key":"injuries","value":"some"},
         {"do":"answer","key":"injuries","value":null},{"do":"answer","key":"no_injury_answer","value":"yes"},
         {"do":"answer","key":"gym_days","value":"few"},{"do":"progress"},{"do":"next"},{"do":"finish"},{"do":"finish"}]
        """

    private static let paging = """
        [{"do":"answer","key":"nope","value":1},{"do":"next"},{"do":"back"},{"do":"finish"},
         {"do":"answer","key":"primaryGoal","value":"lose_weight"},{"do":"answer","key":"primaryGoal","value":3},
         {"do":"progress"},{"do":"tick","ms":1500},{"do":"save"},{"do":"resume"},{"do":"progress"},{"do":"next"}]
        """

    private static let timed = """
        [{"do":"tick","ms":2000},{"do":"answer","key":"pace","value":"fast"},{"do":"progress"},{"do":"tick","ms":7000},
         {"do":"back"},{"do":"save"},{"do":"tick","ms":100000},{"do":"resume"},{"do":"answer","key":"check","value":3},
         {"do":"tick","ms":9999},{"do":"tick","ms":1},{"do":"answer","key":"plan","value":"no_plan"},{"do":"finish"}]
        """

    private static let tokens = """
        [{"do":"answer","key":"goal","value":"lose"},{"do":"save"},
         {"do":"resume","truncate":40},{"do":"resume","pad":65536},{"do":"resume","replace":["quiz-session/1","quiz-session/2"]},
         {"do":"resume","replace":["\\"quiz\\":\\"branching\\"","\\"quiz\\":\\"mbti\\""]},
         {"do":"resume","replace":["\\"hash\\":\\"sha256:","\\"hash\\":\\"sha256:0"]},
         {"do":"resume","replace":["\\"goal\\":\\"lose\\"","\\"goal\\":\\"fly\\""]},
         {"do":"resume","replace":["\\"goal\\":\\"lose\\"","\\"goal\\":\\"lose\\",\\"sport\\":\\"run\\""]},
         {"do":"resume","replace":["\\"page\\":0","\\"page\\":9"]},
         {"do":"resume","replace":["\\"seed\\":\\"5\\"","\\"seed\\":5"]},
         {"do":"resume","secret":"key"},{"do":"save","secret":"key"},{"do":"resume"},{"do":"resume","secret":"other"},
         {"do":"resume","secret":"key"},{"do":"abandon"},{"do":"next"},{"do":"save"}]
        """

    private static let mbti = """
        [{"do":"answer","key":"q1","value":"agree"},{"do":"next"},{"do":"progress"},{"do":"abandon"},{"do":"progress"}]
        """

    /// name, bundle, start, steps.
    private static let scripts: [(String, String, String, String)] = [
        ("branching flow", "branching", #"{"seed":"5","locale":"en-GB","clock":1000}"#, branchingFlow),
        ("pages and refusals", "fitcircle-persona", #"{"seed":"7","locale":"de","clock":0}"#, paging),
        ("time limits", "timed", #"{"seed":"18446744073709551615","clock":5}"#, timed),
        ("tokens", "branching", #"{"seed":"5","clock":0}"#, tokens),
        ("abandoned", "mbti", #"{"seed":"42","clock":0}"#, mbti),
    ]
}
