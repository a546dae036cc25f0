/**
 * Command-line arguments parsed the way swift-argument-parser parses `quizc score` and
 * `quizc order`, with the same error texts (exit status 64) and help.
 */

/** The program's name in messages. */
export const PROGRAM = 'quiz-runtime';
/** The version printed by `--version`. */
export const VERSION = '0.1.0';

const LARGEST_MAX_LINE_BYTES = 1 << 30;
const UINT64_MAX = (1n << 64n) - 1n;

const SCORE_USAGE = `${PROGRAM} score <bundle> [<answers>] [--lines] [--document] [--max-line-bytes <n>]`;
const ORDER_USAGE = `${PROGRAM} order <bundle> --seed <seed>`;
const MAX_LINE_HELP = 'The longest answers line (or document) in bytes; a longer one is skipped with a limit-exceeded error.';
const SEED_HELP = 'The seed, an unsigned 64-bit integer (0 to 18446744073709551615).';

/** A usage error: the message, and the help line to print with it (if any). */
export class UsageError extends Error {
  /**
   * @param {string} message
   * @param {string | null} help
   * @param {'score' | 'order' | null} command
   */
  constructor(message, help, command) {
    super(message);
    this.help = help;
    this.command = command;
  }

  /** The text for standard error. */
  get text() {
    const usage = this.command === 'score' ? SCORE_USAGE : this.command === 'order' ? ORDER_USAGE : `${PROGRAM} <subcommand>`;
    const see = this.command === null ? `${PROGRAM} --help` : `${PROGRAM} ${this.command} --help`;
    let text = `Error: ${this.message}\n`;
    if (this.help !== null) text += `Help:  ${this.help}\n`;
    return text + `Usage: ${usage}\n  See '${see}' for more information.\n`;
  }
}

/**
 * @typedef {{command: 'help', text: string} | {command: 'version'}
 *   | {command: 'score', bundle: string, answers: string, lines: boolean, document: boolean, maxLineBytes: number}
 *   | {command: 'order', bundle: string, seed: bigint}} Parsed
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
    return { command: 'help', text: mainHelp() };
  }
  if (first === 'score') return parseScore(rest);
  if (first === 'order') return parseOrder(rest);
  throw new UsageError(first.startsWith('-') ? `Unknown option '${first}'` : `Unexpected argument '${first}'`, null, null);
}

/**
 * Splits arguments into options (with their values) and positionals; `-h`/`--help` and
 * `--version` win over every error.
 * @param {string[]} args
 * @param {Record<string, {value: boolean, unconditional?: boolean, help?: string}>} options
 * @param {'score' | 'order'} command
 */
function tokenize(args, options, command) {
  /** @type {Array<[string, string | null]>} */
  const found = [];
  /** @type {string[]} */
  const positionals = [];
  /** @type {UsageError | null} */
  let error = null;
  let special = null;
  let terminated = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (terminated || !arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    if (arg === '--') { terminated = true; continue; }
    if (arg === '-h' || arg === '--help') { special ??= 'help'; continue; }
    if (arg === '--version') { special ??= 'version'; continue; }
    const equals = arg.indexOf('=');
    const name = arg.startsWith('--') && equals > 0 ? arg.slice(0, equals) : arg;
    const option = options[name];
    if (option === undefined) {
      error ??= new UsageError(`Unknown option '${name}'`, null, command);
      continue;
    }
    if (!option.value) {
      if (name !== arg) error ??= new UsageError(`The option '${name}' does not take any value, but '${arg.slice(equals + 1)}' was specified.`, null, command);
      else found.push([name, null]);
      continue;
    }
    if (name !== arg) {
      found.push([name, arg.slice(equals + 1)]);
    } else if (i + 1 < args.length && (option.unconditional || !args[i + 1].startsWith('-') || args[i + 1] === '-')) {
      found.push([name, args[++i]]);
    } else {
      error ??= new UsageError(`Missing value for '${name} ${option.valueName}'`, `${name} ${option.valueName}  ${option.help}`, command);
    }
  }
  return { found, positionals, error, special };
}

/** @param {string[]} args */
function parseScore(args) {
  const { found, positionals, error, special } = tokenize(args, {
    '--lines': { value: false },
    '--document': { value: false },
    '--max-line-bytes': { value: true, valueName: '<n>', help: MAX_LINE_HELP },
  }, 'score');
  if (special === 'help') return { command: 'help', text: scoreHelp() };
  if (special === 'version') return { command: 'version' };
  if (error) throw error;
  let lines = false, document = false, maxLineBytes = 1 << 20;
  for (const [name, value] of found) {
    if (name === '--lines') lines = true;
    else if (name === '--document') document = true;
    else {
      const number = /^[+-]?[0-9]+$/.test(/** @type {string} */ (value)) ? BigInt(/** @type {string} */ (value)) : null;
      if (number === null || number > (1n << 63n) - 1n || number < -(1n << 63n)) {
        throw new UsageError(`The value '${value}' is invalid for '--max-line-bytes <n>'`, `--max-line-bytes <n>  ${MAX_LINE_HELP}`, 'score');
      }
      maxLineBytes = Number(number);
    }
  }
  if (positionals.length > 2) throw new UsageError(`Unexpected argument '${positionals[2]}'`, null, 'score');
  if (positionals.length === 0) throw new UsageError("Missing expected argument '<bundle>'", '<bundle>  The bundle (<quiz>.json) to score against.', 'score');
  if (lines && document) {
    throw new UsageError('--lines and --document exclude each other: give one, or neither to let the input\'s shape decide', null, 'score');
  }
  if (!(maxLineBytes >= 1 && maxLineBytes <= LARGEST_MAX_LINE_BYTES)) {
    throw new UsageError(`--max-line-bytes must be between 1 and ${LARGEST_MAX_LINE_BYTES} (1 GiB)`, null, 'score');
  }
  return { command: 'score', bundle: positionals[0], answers: positionals[1] ?? '-', lines, document, maxLineBytes };
}

/** @param {string[]} args */
function parseOrder(args) {
  const { found, positionals, error, special } = tokenize(args, {
    '--seed': { value: true, unconditional: true, valueName: '<seed>', help: SEED_HELP },
  }, 'order');
  if (special === 'help') return { command: 'help', text: orderHelp() };
  if (special === 'version') return { command: 'version' };
  if (error) throw error;
  /** @type {bigint | null} */
  let seed = null;
  for (const [, value] of found) {
    const text = /** @type {string} */ (value);
    if (!/^[0-9]+$/.test(text) || BigInt(text) > UINT64_MAX) {
      throw new UsageError(`The value '${text}' is invalid for '--seed <seed>': the seed is an unsigned 64-bit integer (0 to 18446744073709551615), written in decimal digits`,
        `--seed <seed>  ${SEED_HELP}`, 'order');
    }
    seed = BigInt(text);
  }
  if (positionals.length > 1) throw new UsageError(`Unexpected argument '${positionals[1]}'`, null, 'order');
  if (positionals.length === 0) throw new UsageError("Missing expected argument '<bundle>'", '<bundle>  The bundle (<quiz>.json).', 'order');
  if (seed === null) throw new UsageError("Missing expected argument '--seed <seed>'", `--seed <seed>  ${SEED_HELP}`, 'order');
  return { command: 'order', bundle: positionals[0], seed };
}

function mainHelp() {
  return `OVERVIEW: Score answers against a quiz bundle, or print its presentation order,
exactly as quizc score and quizc order do.

Exit status: 0 clean; 1 rejected answers or an unusable bundle; 2 an input or
output could not be read or written; 64 usage errors.

USAGE: ${PROGRAM} <subcommand>

OPTIONS:
  --version               Show the version.
  -h, --help              Show help information.

SUBCOMMANDS:
  score                   Score answers against a bundle: one JSON object, or
                          JSON Lines (one result per line).
  order                   Print the presentation order (draws, question and
                          option shuffles) for a 64-bit seed.

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
  <answers>               A file of answers; standard input when absent or '-'.
                          (default: -)

OPTIONS:
  --lines                 Read the answers as JSON Lines, whatever their shape.
  --document              Read the whole input as one JSON answers object,
                          whatever its shape.
  --max-line-bytes <n>    The longest answers line (or document) in bytes; a
                          longer one is skipped with a limit-exceeded error.
                          (default: 1048576)
  --version               Show the version.
  -h, --help              Show help information.

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
  --version               Show the version.
  -h, --help              Show help information.

`;
}
