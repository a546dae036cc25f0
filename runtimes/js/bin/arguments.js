/**
 * Command-line arguments of `quiz-runtime score` and `quiz-runtime order`, read by Node's own
 * parser (`node:util` `parseArgs`): the same options, arguments and exit status 64 for a
 * usage error as `quizc score` and `quizc order`; the usage and help texts are this
 * command's own.
 */

import { parseArgs } from 'node:util';

/** The program's name in messages. */
export const PROGRAM = 'quiz-runtime';
/** The version printed by `--version`. */
export const VERSION = '0.1.0';

const LARGEST_MAX_LINE_BYTES = 1 << 30;
const UINT64_MAX = (1n << 64n) - 1n;

const SCORE_USAGE = `${PROGRAM} score <bundle> [<answers>] [--lines] [--document] [--max-line-bytes <n>]`;
const ORDER_USAGE = `${PROGRAM} order <bundle> --seed <seed>`;
const VISIBLE_USAGE = `${PROGRAM} visible <bundle> [<answers>] [--lines] [--document] [--max-line-bytes <n>]`;
const REPLAY_USAGE = `${PROGRAM} session replay <script> <bundle>`;
const CHECK_USAGE = `${PROGRAM} session check <token> <bundle> [--key <key>]`;
const SESSION_USAGE = `${PROGRAM} session <subcommand>`;
const SEED_HELP = 'the seed, an unsigned 64-bit integer (0 to 18446744073709551615)';

/** The help of the options every command has. */
const COMMON_OPTIONS_HELP = `  --version               Show the version.
  -h, --help              Show help information.`;
/** The help of `score`'s and `visible`'s answers argument. */
const ANSWERS_ARGUMENT_HELP = `  <answers>               A file of answers; standard input when absent or '-'.
                          (default: -)`;
/** The help of the options `score` and `visible` read their input with. */
const ANSWERS_OPTIONS_HELP = `  --lines                 Read the answers as JSON Lines, whatever their shape.
  --document              Read the whole input as one JSON answers object,
                          whatever its shape.
  --max-line-bytes <n>    The longest answers line (or document) in bytes; a
                          longer one is skipped with a limit-exceeded error.
                          (default: 1048576)`;

/** A usage error: the message, for standard error with the command's usage line. */
export class UsageError extends Error {
  /**
   * @param {string} message
   * @param {'score' | 'visible' | 'order' | 'session' | 'session replay' | 'session check' | null} command
   */
  constructor(message, command) {
    super(message);
    this.command = command;
  }

  /** The text for standard error. */
  get text() {
    const usage = this.command === null ? `${PROGRAM} <subcommand>` : USAGES[this.command];
    const see = this.command === null ? `${PROGRAM} --help` : `${PROGRAM} ${this.command} --help`;
    return `Error: ${this.message}\nUsage: ${usage}\n  See '${see}' for more information.\n`;
  }
}

/** Each subcommand's usage line. */
const USAGES = {
  score: SCORE_USAGE, visible: VISIBLE_USAGE, order: ORDER_USAGE, session: SESSION_USAGE,
  'session replay': REPLAY_USAGE, 'session check': CHECK_USAGE,
};

/**
 * @typedef {{command: 'help', text: string} | {command: 'version'}
 *   | {command: 'score' | 'visible', bundle: string, answers: string, lines: boolean, document: boolean, maxLineBytes: number}
 *   | {command: 'order', bundle: string, seed: bigint}
 *   | {command: 'replay', script: string, bundle: string}
 *   | {command: 'check', token: string, bundle: string, key: string | undefined}} Parsed
 */

/**
 * @param {string[]} argv the arguments after the program
 * @returns {Parsed}
 * @throws {UsageError}
 */
export function parseArguments(argv) {
  if (argv.length === 0) return { command: 'help', text: mainHelp() };
  const [first, ...rest] = argv;
  if (first === '-h' || first === '--help') return { command: 'help', text: mainHelp() };
  if (first === '--version') return { command: 'version' };
  if (first === 'help') {
    if (rest[0] === 'score') return { command: 'help', text: scoreHelp() };
    if (rest[0] === 'order') return { command: 'help', text: orderHelp() };
    if (rest[0] === 'visible') return { command: 'help', text: visibleHelp() };
    if (rest[0] === 'session') {
      return { command: 'help', text: rest[1] === 'replay' ? replayHelp() : rest[1] === 'check' ? checkHelp() : sessionHelp() };
    }
    return { command: 'help', text: mainHelp() };
  }
  if (first === 'score' || first === 'visible') return parseScore(rest, first);
  if (first === 'order') return parseOrder(rest);
  if (first === 'session') return parseSession(rest);
  throw new UsageError(first.startsWith('-') ? `Unknown option '${first}'` : `Unexpected argument '${first}'`, null);
}

/** The options every subcommand has. */
const COMMON_OPTIONS = { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean' } };

/**
 * A subcommand's arguments read by `node:util`'s `parseArgs` (strict, positionals allowed).
 * `-h`/`--help` and `--version` before `--` win over every error, the first one given.
 * @param {string[]} args
 * @param {import('node:util').ParseArgsConfig['options']} options
 * @param {'score' | 'visible' | 'order' | 'session replay' | 'session check'} command
 * @returns {{special: 'help' | 'version' | null, values: Record<string, string | boolean | undefined>, positionals: string[]}}
 */
function parseCommand(args, options, command) {
  const end = args.indexOf('--');
  const special = (end < 0 ? args : args.slice(0, end)).find((arg) => arg === '-h' || arg === '--help' || arg === '--version');
  if (special !== undefined) return { special: special === '--version' ? 'version' : 'help', values: {}, positionals: [] };
  try {
    const { values, positionals } = parseArgs({ args, options: { ...options, ...COMMON_OPTIONS }, allowPositionals: true, strict: true });
    return { special: null, values, positionals };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), command);
  }
}

/**
 * `score` and `visible`: the same arguments and options.
 * @param {string[]} args
 * @param {'score' | 'visible'} command
 */
function parseScore(args, command) {
  const { special, values, positionals } = parseCommand(args, {
    lines: { type: 'boolean' }, document: { type: 'boolean' }, 'max-line-bytes': { type: 'string' },
  }, command);
  if (special === 'help') return { command: 'help', text: command === 'score' ? scoreHelp() : visibleHelp() };
  if (special === 'version') return { command: 'version' };
  const lines = values.lines === true, document = values.document === true;
  let maxLineBytes = 1 << 20;
  const limit = values['max-line-bytes'];
  if (typeof limit === 'string') {
    if (!/^[+-]?[0-9]+$/.test(limit)) throw new UsageError(`--max-line-bytes takes a whole number of bytes, not '${limit}'`, command);
    const number = BigInt(limit);
    maxLineBytes = number >= 1n && number <= BigInt(LARGEST_MAX_LINE_BYTES) ? Number(number) : 0;
  }
  if (positionals.length > 2) throw new UsageError(`Unexpected argument '${positionals[2]}'`, command);
  if (positionals.length === 0) {
    throw new UsageError(`Missing the bundle: give the bundle (<quiz>.json) to ${command === 'score' ? 'score against' : 'read'}`, command);
  }
  if (lines && document) {
    throw new UsageError('--lines and --document exclude each other: give one, or neither to let the input\'s shape decide', command);
  }
  if (maxLineBytes === 0) throw new UsageError(`--max-line-bytes must be between 1 and ${LARGEST_MAX_LINE_BYTES} (1 GiB)`, command);
  return { command, bundle: positionals[0], answers: positionals[1] ?? '-', lines, document, maxLineBytes };
}

/** @param {string[]} args */
function parseOrder(args) {
  const { special, values, positionals } = parseCommand(args, { seed: { type: 'string' } }, 'order');
  if (special === 'help') return { command: 'help', text: orderHelp() };
  if (special === 'version') return { command: 'version' };
  const text = values.seed;
  if (typeof text === 'string' && (!/^[0-9]+$/.test(text) || BigInt(text) > UINT64_MAX)) {
    throw new UsageError(`The value '${text}' is invalid for '--seed <seed>': the seed is an unsigned 64-bit integer (0 to 18446744073709551615), written in decimal digits`, 'order');
  }
  if (positionals.length > 1) throw new UsageError(`Unexpected argument '${positionals[1]}'`, 'order');
  if (positionals.length === 0) throw new UsageError('Missing the bundle: give the bundle (<quiz>.json)', 'order');
  if (typeof text !== 'string') throw new UsageError(`Missing --seed <seed>: ${SEED_HELP}`, 'order');
  return { command: 'order', bundle: positionals[0], seed: BigInt(text) };
}

/**
 * `session replay <script> <bundle>` and `session check <token> <bundle> [--key <key>]`.
 * @param {string[]} args
 * @returns {Parsed}
 */
function parseSession(args) {
  const [which, ...rest] = args;
  if (which === undefined || which === '-h' || which === '--help') return { command: 'help', text: sessionHelp() };
  if (which === '--version') return { command: 'version' };
  if (which !== 'replay' && which !== 'check') {
    throw new UsageError(which.startsWith('-') ? `Unknown option '${which}'` : `Unexpected argument '${which}'`, 'session');
  }
  const command = which === 'replay' ? 'session replay' : 'session check';
  const { special, values, positionals } = parseCommand(rest, which === 'check' ? { key: { type: 'string' } } : {}, command);
  if (special === 'help') return { command: 'help', text: which === 'replay' ? replayHelp() : checkHelp() };
  if (special === 'version') return { command: 'version' };
  if (positionals.length > 2) throw new UsageError(`Unexpected argument '${positionals[2]}'`, command);
  if (which === 'replay') {
    if (positionals.length === 0) throw new UsageError("Missing expected argument '<script>'", command);
    if (positionals.length === 1) throw new UsageError("Missing expected argument '<bundle>'", command);
    return { command: 'replay', script: positionals[0], bundle: positionals[1] };
  }
  if (positionals.length === 0) throw new UsageError("Missing expected argument '<token>'", command);
  if (positionals.length === 1) throw new UsageError("Missing expected argument '<bundle>'", command);
  const key = typeof values.key === 'string' ? values.key : undefined;
  return { command: 'check', token: positionals[0], bundle: positionals[1], key };
}

function mainHelp() {
  return `OVERVIEW: Score answers against a quiz bundle, print its presentation order, or
which of its questions to show, exactly as quizc score, quizc order and quizc
visible do.

Exit status: 0 clean; 1 rejected answers or an unusable bundle; 2 an input or
output could not be read or written; 64 usage errors.

USAGE: ${PROGRAM} <subcommand>

OPTIONS:
${COMMON_OPTIONS_HELP}

SUBCOMMANDS:
  score                   Score answers against a bundle: one JSON object, or
                          JSON Lines (one result per line).
  order                   Print the presentation order (draws, question and
                          option shuffles) for a 64-bit seed.
  visible                 Print which questions to show for answers so far:
                          one JSON object, or JSON Lines (one line per line).
  session                 Run a respondent session from a script, or check that
                          a saved token resumes on a bundle.

  See '${PROGRAM} help <subcommand>' for detailed help.
`;
}

function scoreHelp() {
  return `OVERVIEW: Score answers against a bundle: one JSON object, or JSON Lines (one
result per line).

Each result is {"quiz", "version", "outcome", "secondary"?, "scores", "axes"?};
a rejected answers object gives {"error": {"code", "message", "key"?}} and the
run exits 1 at the end. JSON Lines give exactly one output line per input line
(lines end at LF, CR LF or CR; a blank line or a line over the limit gives an
error line). Without --lines or --document, the input is one document only when
it is a single object or array spanning several lines with nothing after it
(see docs/cli.md). Input is streamed: memory stays within a few times the limit
however long the input.

USAGE: ${SCORE_USAGE}

ARGUMENTS:
  <bundle>                The bundle (<quiz>.json) to score against.
${ANSWERS_ARGUMENT_HELP}

OPTIONS:
${ANSWERS_OPTIONS_HELP}
${COMMON_OPTIONS_HELP}

`;
}

function orderHelp() {
  return `OVERVIEW: Print the presentation order (draws, question and option shuffles)
for a 64-bit seed.

Output: {"seed": N, "questions": [{"id": QID, "options": [option id or scale
value, …]}, …]}. The same seed gives the same order on every platform.

USAGE: ${ORDER_USAGE}

ARGUMENTS:
  <bundle>                The bundle (<quiz>.json).

OPTIONS:
  --seed <seed>           The seed, an unsigned 64-bit integer (0 to
                          18446744073709551615).
${COMMON_OPTIONS_HELP}

`;
}

function visibleHelp() {
  return `OVERVIEW: Print which questions to show for answers so far: one JSON object, or
JSON Lines (one output line per input line).

Each output is {"quiz", "version", "visible": [question id, …], "discard":
[question id, …]}: the questions shown for these answers, in source order, and
the answered questions that are not shown (drop their answers before scoring).
Answers are checked one by one as score checks them; a rejected answers object
gives {"error": {"code", "message", "key"?}} and the run exits 1 at the end.
The input is read exactly as score reads it (see docs/cli.md).

USAGE: ${VISIBLE_USAGE}

ARGUMENTS:
  <bundle>                The bundle (<quiz>.json).
${ANSWERS_ARGUMENT_HELP}

OPTIONS:
${ANSWERS_OPTIONS_HELP}
${COMMON_OPTIONS_HELP}

`;
}

function sessionHelp() {
  return `OVERVIEW: Run a respondent session from a script, or check that a saved token
resumes on a bundle.

USAGE: ${SESSION_USAGE}

OPTIONS:
${COMMON_OPTIONS_HELP}

SUBCOMMANDS:
  replay                  Run a session script on a bundle: one JSON line for the
                          start and one per step.
  check                   Say whether a saved session token resumes on a bundle.

  See '${PROGRAM} help session <subcommand>' for detailed help.
`;
}

function replayHelp() {
  return `OVERVIEW: Run a session script on a bundle: one JSON line for the start and one
per step.

The script is a JSON object {"start": {"seed", "locale"?, "clock"?}, "steps":
[{"do": ACTION, …}, …]} (schemas/session-script.schema.json; docs/cli.md). Each
line is {"events", "page", "shown", "ended", "progress"} with "error", "token",
"history" and "result" as the step gives them. A script that is not JSON or not
a script gives {"error": {"code", "message", "step"?}} and exits 1 before any
step runs.

USAGE: ${REPLAY_USAGE}

ARGUMENTS:
  <script>                The session script (a JSON file).
  <bundle>                The bundle (<quiz>.json) the session runs on.

OPTIONS:
${COMMON_OPTIONS_HELP}

`;
}

function checkHelp() {
  return `OVERVIEW: Say whether a saved session token resumes on a bundle.

Output: {"outcome": "resumed" or "migrated", "from", "version", "dropped",
"needed", "page", "shown", "progress"} (exit 0): resumed on the bundle it was
saved on, or migrated from an earlier release the bundle lists (quizc build
--earlier), with the answers dropped and the questions that now need one; or
{"outcome": "refused", "error": {"code", "message", "key"?}} (exit 1) with the
token's error code (token-too-large, token-damaged, token-format,
token-signature, token-foreign-quiz, token-bundle-changed, token-answer,
token-answer-changed-meaning). One line end at the end of the file is not part
of the token.

USAGE: ${CHECK_USAGE}

ARGUMENTS:
  <token>                 The file holding the token.
  <bundle>                The bundle (<quiz>.json) to resume on.

OPTIONS:
  --key <key>             The key the token was signed with (its UTF-8 bytes).
${COMMON_OPTIONS_HELP}

`;
}
