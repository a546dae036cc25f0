"""build-tools/check-doc-comments.py: every public declaration of the runtime has a `///` doc
comment, and the check finds one that lacks it."""
import os
import subprocess
import sys
import textwrap

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(TOOLS)
CHECKER = os.path.join(TOOLS, "check-doc-comments.py")


def check(*arguments):
    return subprocess.run([sys.executable, CHECKER, *arguments], cwd=ROOT, capture_output=True, text=True, timeout=60)


def test_every_public_runtime_declaration_is_documented():
    result = check(os.path.join(ROOT, "Sources", "QuizRuntime"))
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_public_compiler_and_yaml_declaration_is_documented():
    result = check(os.path.join(ROOT, "Sources", "QuizYAML"), os.path.join(ROOT, "Sources", "QuizCompiler"))
    assert result.returncode == 0, result.stdout + result.stderr
    # The default is the three library targets.
    default = check()
    assert default.returncode == 0, default.stdout + default.stderr


def test_declarations_that_say_public_are_swift_formats(tmp_path):
    source = tmp_path / "Sample.swift"
    source.write_text(textwrap.dedent("""\
        /// Documented.
        public struct Sample {
            /// Documented, past its attributes.
            @inlinable
            @discardableResult public func documented() -> Int { 1 }
            /** Documented by a block. */
            public var block: Int { 2 }
            public var bare: Int { 3 }
            // A plain comment is no doc comment.
            public init() {}
            public private(set) var setter = 0
            var internalNeedsNothing = 0
            package var packageNeedsNothing = 0
        }
        /*
        public func insideABlockComment() {}
        */
        @available(macOS 13, *)
        public func attributed() {}
        """))
    result = check(str(tmp_path))
    assert result.returncode == 0, result.stdout
    # swift-format with the repository's configuration reports exactly those four.
    lint = subprocess.run(["swift", "format", "lint", "--configuration", os.path.join(ROOT, ".swift-format"),
                           str(source)], capture_output=True, text=True, timeout=120)
    reported = sorted(int(line.split(":")[1]) for line in lint.stderr.splitlines()
                      if "[AllPublicDeclarationsHaveDocumentation]" in line)
    assert reported == [8, 10, 11, 18], lint.stderr  # 18: the declaration starts at its attribute


def test_an_undocumented_case_of_a_public_enum_is_reported(tmp_path):
    source = tmp_path / "Cases.swift"
    source.write_text(textwrap.dedent("""\
        /// Documented.
        public enum Kind: String {
            /// Documented.
            case first = "{"
            case second, third
            // A plain comment is no doc comment.
            indirect case fourth(Kind)

            /// Documented.
            public var name: String {
                switch self {
                case .first: return "}"
                default: return ""
                }
            }

            /// Documented.
            public enum Nested {
                case inner
            }
            case afterNested
        }
        /// Documented.
        public struct Holder {
            enum Internal { case hidden }
            var open: [Int] = []
            mutating func work() {
                open.append(1)
                open = []
            }
        }
        enum NotPublic {
            case fine
        }
        """))
    result = check(str(tmp_path))
    assert result.returncode == 1
    reported = [line.split(":")[1] for line in result.stdout.splitlines()]
    assert reported == ["5", "7", "19", "21"], result.stdout
    assert "public declaration without a /// doc comment: case second, third" in result.stdout


def test_a_missing_path_is_an_error():
    assert check("no/such/dir").returncode == 2
