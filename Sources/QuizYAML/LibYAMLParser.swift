internal import CLibYAML

/// One libyaml event, copied out of C memory, with 1-based positions.
///
/// This file and `SourceMarks.swift` are the only places that see libyaml's C types and
/// its 0-based marks.
enum ParseEvent {
    case streamStart
    case streamEnd
    case documentStart
    case documentEnd
    case alias(name: String)
    case scalar(value: String, style: YAMLScalarStyle, anchor: String?, tag: String?)
    /// `flow` is true for a `[ ]` list.
    case sequenceStart(anchor: String?, tag: String?, flow: Bool)
    case sequenceEnd
    /// `flow` is true for a `{ }` mapping.
    case mappingStart(anchor: String?, tag: String?, flow: Bool)
    case mappingEnd
}

/// The libyaml quizc runs with.
@_spi(Tools) public enum LibYAML {
    /// Its version as libyaml reports it at run time (`0.2.5`): part of what identifies a
    /// build of quizc to the analysis cache, since another libyaml may read a file differently.
    @_spi(Tools) public static var version: String { String(cString: yaml_get_version_string()) }
}

/// A libyaml syntax error, already converted to 1-based positions.
struct ParseFailure: Error {
    var problem: String
    var range: SourceRange
    var context: String?
    var contextPosition: SourcePosition?
    /// For reader errors: the offending byte value, if libyaml gave one.
    var problemValue: Int32?
    var isReaderError: Bool
    /// The quoted scalar that was the last event before the failure, if it was one: a quote
    /// left open runs on to the next quote, and the failure comes just after it.
    var quotedScalarBefore: SourceRange?
}

/// Owns a `yaml_parser_t` and the input buffer it reads, and hands out events one at a time.
final class LibYAMLParser {
    private var parser = yaml_parser_t()
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let marks: SourceMarks
    /// The range of the last event when it was a quoted scalar.
    private var lastQuotedScalar: SourceRange?

    /// Starts parsing `bytes`, which must stay the file's full content (a BOM included).
    init(bytes: [UInt8], marks: SourceMarks) {
        self.marks = marks
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        yaml_parser_initialize(&parser)
        yaml_parser_set_input_string(&parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(&parser)
        input.deallocate()
    }

    /// The next event and its range, or a syntax failure.
    func next() -> Result<(ParseEvent, SourceRange), ParseFailure> {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
            return .failure(failure())
        }
        defer { yaml_event_delete(&event) }
        let range = SourceRange(start: marks.position(event.start_mark), end: marks.position(event.end_mark))
        let quoted =
            event.type == YAML_SCALAR_EVENT
            && [YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE].contains(event.data.scalar.style)
        lastQuotedScalar = quoted ? range : nil
        let converted: ParseEvent
        switch event.type {
        case YAML_STREAM_START_EVENT: converted = .streamStart
        case YAML_STREAM_END_EVENT: converted = .streamEnd
        case YAML_DOCUMENT_START_EVENT: converted = .documentStart
        case YAML_DOCUMENT_END_EVENT: converted = .documentEnd
        case YAML_ALIAS_EVENT:
            converted = .alias(name: Self.string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value =
                scalar.value.map { pointer in
                    String(decoding: UnsafeBufferPointer(start: pointer, count: scalar.length), as: UTF8.self)
                } ?? ""
            converted = .scalar(
                value: value, style: Self.style(scalar.style),
                anchor: Self.string(scalar.anchor), tag: Self.string(scalar.tag))
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            converted = .sequenceStart(
                anchor: Self.string(start.anchor), tag: Self.string(start.tag),
                flow: start.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_SEQUENCE_END_EVENT: converted = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            converted = .mappingStart(
                anchor: Self.string(start.anchor), tag: Self.string(start.tag),
                flow: start.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_MAPPING_END_EVENT: converted = .mappingEnd
        default: converted = .streamEnd
        }
        return .success((converted, range))
    }

    private func failure() -> ParseFailure {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown libyaml error"
        let context = parser.context.map { String(cString: $0) }
        if parser.error == YAML_READER_ERROR {
            // For a bad trailing byte libyaml points past the character's lead byte;
            // report the character where it starts.
            let offset =
                problem.contains("trailing") ? marks.leadByte(before: parser.problem_offset) : parser.problem_offset
            let position = marks.position(byteOffset: offset)
            return ParseFailure(
                problem: problem, range: SourceRange(at: position), context: nil, contextPosition: nil,
                problemValue: parser.problem_value >= 0 ? parser.problem_value : nil, isReaderError: true,
                quotedScalarBefore: nil)
        }
        let position = marks.position(parser.problem_mark)
        let contextPosition = context == nil ? nil : marks.position(parser.context_mark)
        return ParseFailure(
            problem: problem, range: SourceRange(at: position), context: context,
            contextPosition: contextPosition, problemValue: nil, isReaderError: false,
            quotedScalarBefore: lastQuotedScalar)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
