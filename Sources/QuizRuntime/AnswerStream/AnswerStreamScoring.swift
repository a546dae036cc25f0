/// How an answers stream is read: one JSON document, JSON Lines, or chosen by its shape.
@_spi(Tools) public enum AnswersFormat: Sendable, Equatable {
    /// One document when the input's shape says so (`AnswersShape`), else JSON Lines.
    case automatic
    /// JSON Lines, one answers object a line, whatever the input's shape.
    case lines
    /// The whole input is one answers object, whatever its shape.
    case document
}

/// Scores a stream of answers (what `quizc score` reads) into a stream of results: one
/// document gives one pretty-printed result, JSON Lines one result line per input line, in
/// order. Memory stays within a few times the limit however long the input: the input is
/// read in blocks of whole lines, a line over the limit is skipped while it is read.
package struct AnswerStreamScoring: Sendable {
    /// Scores the lines (and the document) against the bundle.
    package let scoring: LineScoring

    /// What scoring a stream came to.
    package struct Outcome: Equatable, Sendable {
        /// How many answers objects (lines, or the document) were rejected.
        package var rejected: Int
        /// `false` when reading the input failed before its end (the output is then partial).
        package var complete: Bool
    }

    /// Scores answers with `scorer` (or gives their visibility, by `command`), each answers
    /// object (line or document) of at most `limit` bytes.
    package init(scorer: Scorer, limit: Int, command: LineScoring.Command = .score) {
        scoring = LineScoring(scorer: scorer, limit: limit, command: command)
    }

    /// Scores with `scoring` (tests choose its two-thread threshold).
    package init(scoring: LineScoring) {
        self.scoring = scoring
    }

    /// Reads `source` to its end in `format`, appending the results to `output` (which the
    /// caller flushes).
    package func score(_ source: AnswersSource, format: AnswersFormat, into output: inout BufferedOutput) -> Outcome {
        var source = source
        let limit = scoring.limit
        var rejected = 0
        var complete = true

        // The input's first bytes, read to choose between a document and JSON Lines.
        var prefix: [UInt8] = []
        var asDocument = format == .document
        if format != .lines {
            var shape = AnswersShape()
            var verdict = AnswersShape.Verdict.undecided
            while true {
                // More than the limit cannot be one document: JSON Lines, or a document too long.
                if prefix.count > limit { verdict = .lines; break }
                let from = prefix.count
                let got = source.read(appendingTo: &prefix, count: 1 << 16)
                if got < 0 { complete = false; break }
                if got == 0 { verdict = shape.atEnd(); break }
                if format == .automatic {
                    verdict = prefix.withUnsafeBufferPointer { shape.feed(UnsafeBufferPointer(rebasing: $0[from...])) }
                    if verdict == .lines { break }
                }
            }
            asDocument = format == .document || verdict == .document
        }

        if asDocument {
            if complete {
                var writer = JSONWriter(sortKeys: false, pretty: true)
                writer.keepsNumberText = true
                if prefix.count > limit {
                    output.append(
                        writer.bytes(
                            LineScoring.limitError(
                                "the answers are more than \(limit) bytes, the limit for one answers object, so they were not read to the end; "
                                    + "send a smaller answers object, or raise the limit with --max-line-bytes")))
                    rejected += 1
                } else if scoring.command == .visible {
                    let result = LineScoring.visibilityJSON(scoring.scorer.visibility(jsonText: prefix))
                    output.append(writer.bytes(result.json))
                    if result.rejected { rejected += 1 }
                } else {
                    switch scoring.scorer.score(jsonText: prefix) {
                    case .success(let score): output.append(writer.bytes(score.jsonValue))
                    case .failure(let error): output.append(writer.bytes(error.jsonValue)); rejected += 1
                    }
                }
            }
        } else if complete {
            var reader = LineReader(source: source, limit: limit, initial: prefix)
            prefix = []
            complete = reader.forEachBlock(
                { block in
                    rejected += scoring.scoreInParallel(block: block) { output.appendLarge($0) }
                },
                overlong: { length in
                    output.append { scoring.writeOverlong(length: length, into: &$0) }
                    rejected += 1
                })
        }
        return Outcome(rejected: rejected, complete: complete)
    }
}
