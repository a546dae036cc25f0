@_spi(Tools) package import QuizCompiler
package import QuizRuntime

/// The page `quizc preview` writes: one self-contained HTML file that presents quizzes as an
/// app would and scores them live with the JavaScript runtime, with every bundle and its
/// analysis inline. The same quizzes and options give the same bytes.
package struct PreviewPage: Sendable {
    /// One quiz on the page.
    package struct Quiz: Sendable {
        package var id: String
        /// The source file, as given to quizc.
        package var file: String
        /// The bundle exactly as `quizc build` writes it.
        package var bundle: [UInt8]
        /// `quizc stats --format json`'s entry for the quiz.
        package var analysis: JSONValue

        package init(id: String, file: String, bundle: [UInt8], analysis: JSONValue) {
            self.id = id
            self.file = file
            self.bundle = bundle
            self.analysis = analysis
        }

        /// The quiz as `build` writes it from `file` (`quiz`, with its locales) and as `stats`
        /// shows it (`analyzed`: the same quiz with its analysis, before locales were added).
        package init(file: String, quiz: ResolvedQuiz, analyzed: AnalyzedQuiz) {
            self.init(
                id: quiz.bundle.quiz, file: file, bundle: quiz.bundle.fileBytes(),
                analysis: StatsReport(analyzed).jsonValue)
        }
    }

    /// The data format the page reads; a page and its data always come from one quizc.
    package static let dataFormat = "quizc-preview/1"

    package var quizzes: [Quiz]
    /// The seed the page starts with; `nil` lets the page pick one.
    package var seed: UInt64?
    /// The language preference the page starts with; each quiz shows its locale that an RFC 4647
    /// lookup of this tag gives.
    package var locale: String?

    /// Quizzes are shown sorted by id (by Unicode scalars), as `build` lists them.
    package init(quizzes: [Quiz], seed: UInt64? = nil, locale: String? = nil) {
        self.quizzes = quizzes.sorted {
            $0.id.unicodeScalars.lexicographicallyPrecedes($1.id.unicodeScalars) { $0.value < $1.value }
        }
        self.seed = seed
        self.locale = locale
    }

    /// The page's data: `{"format", "quizc", "seed", "locale", "quizzes": [{"id", "file",
    /// "bundle": BUNDLE TEXT, "analysis"}]}`, with every `<` written `\u003c` so the text can
    /// stand inside a `<script>` element.
    package var dataJSON: String {
        let value = JSONValue.object([
            ("format", .string(Self.dataFormat)),
            ("quizc", .string(QuizcVersion.current)),
            ("seed", seed.map { .string(String($0)) } ?? .null),
            ("locale", locale.map(JSONValue.string) ?? .null),
            (
                "quizzes",
                .array(
                    quizzes.map { quiz in
                        .object([
                            ("id", .string(quiz.id)),
                            ("file", .string(quiz.file)),
                            ("bundle", .string(String(decoding: quiz.bundle, as: UTF8.self))),
                            ("analysis", quiz.analysis),
                        ])
                    })
            ),
        ])
        return Self.scriptSafe(JSONWriter(sortKeys: false, pretty: false).string(value))
    }

    /// The HTML page.
    package func html(assets: PreviewAssets) -> [UInt8] {
        Array(assets.page(data: dataJSON).utf8)
    }

    /// JSON text with `<` escaped. `<` can only stand inside a JSON string, where `\u003c`
    /// means the same, so the text parses to the same value; and no `</script` or `<!--`
    /// is left to end or change the element.
    static func scriptSafe(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            if scalar == "<" { out += "\\u003c" } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
