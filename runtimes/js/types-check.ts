// A typed use of the public API, compiled by `npm run typecheck` (tsc --noEmit) against index.d.ts.
import {
  AnswerError, Bundle, BundleError, Condition, bundleHash, defaultDirection, exampleReportLine, LocaleTexts, LocalizedTexts, loadBundle,
  localize, lookupLocale, parseAcceptLanguage, parseJSON, presentationOrder, presentationOrderJSON, replayExamples, resultLine,
  Scored, Scorer, ScoreResult, TextDirection, Visible, writeJSON,
} from './index.js';

declare const text: string;
declare const bytes: Uint8Array;

const bundle: Bundle = loadBundle(bytes);
const unchecked: Bundle = loadBundle(text, { verifyHash: false });
const hash: string = bundleHash(text);
const scorer = new Scorer(bundle);

const fromText: Scored = scorer.scoreJSON('{"q": 1}');
if (fromText.ok) {
  const result: ScoreResult = fromText.result;
  const outcome: string | null = result.outcome;
  const digits: number = result.scoreDigits;
  const mean: bigint | undefined = result.derived[0]?.value?.numerator;
  const written: string | undefined = result.results[0]?.value?.text;
  const band: string | null | undefined = result.results[0]?.band;
  const percent: string | undefined = result.axes[0]?.percent?.text;
  void [digits, mean, written, band, percent];
  const secondary: string | null = result.secondary;
  const total: number | undefined = result.score('casey');
  const firstTrait: string = result.scores[0].trait;
  const letter: string | undefined = result.axes[0]?.letter;
  const line: string = result.toJSONLine();
  void [outcome, secondary, total, firstTrait, letter, line];
} else {
  const error: AnswerError = fromText.error;
  const code: 'unknown-key' | 'key-not-normalized' | 'wrong-type' | 'unknown-option' | 'out-of-range' | 'choice-count' | 'missing-answer' | 'hidden-answer' | 'invalid-json' = error.code;
  const key: string | undefined = error.key;
  void [code, key];
}

const fromValues = scorer.score({ primaryGoal: 'lose_weight', age: 31.5, words: ['bold'], skipped: null });
const fromMap = scorer.score(new Map<string, unknown>([['q', 3n]]) as Map<string, null>);
const printed: string = resultLine(fromValues) + resultLine(fromMap);

// Branching: a question's condition, and which questions to show for the answers so far.
const condition: Condition | null = bundle.questions[1].condition;
if (condition !== null && condition.kind === 'valueIn') {
  const values: number[] = condition.values;
  void values;
}
const visible: Visible = scorer.visibility({ goal: 'lose_weight' });
if (visible.ok) {
  const shownIDs: string[] = visible.result.visible;
  const dropped: string[] = visible.result.discard;
  void [shownIDs, dropped];
}
const visibleLine: string = resultLine(scorer.visibilityJSON('{"goal": "lose_weight"}')) + resultLine(scorer.visibilityParsed(parseJSON('{}')));
void [visibleLine];

for (const presented of presentationOrder(bundle, 42n)) {
  const question = bundle.questions[presented.question];
  const labels: string[] = presented.optionIndices.map((index) => question.options[index].label);
  const shown: Array<string | number> = presented.options;
  void [labels, shown, presented.id];
}
const orderLine: string = writeJSON(presentationOrderJSON(bundle, '18446744073709551615'), { pretty: true });

for (const report of replayExamples(scorer)) {
  const passed: boolean = report.pass;
  const problem: string | undefined = report.problem;
  const reportLine: string = exampleReportLine(report);
  void [passed, problem, reportLine];
}

try {
  loadBundle('{}');
} catch (error) {
  if (error instanceof BundleError) {
    const description: string = error.description;
    const code: 'not-json' | 'unsupported-format' | 'hash-mismatch' | 'invalid-bundle' = error.code;
    void [description, code, error.path];
  }
}

// Locales: the browser's preferences, or a request's Accept-Language header.
declare const acceptLanguage: string | null;
const sourceLocale: string = bundle.sourceLocale;
const tags: string[] = bundle.locales;
const fromBrowser: string = lookupLocale(bundle, navigator.languages);
const fromHeader: LocalizedTexts = localize(bundle, parseAcceptLanguage(acceptLanguage));
const dir: TextDirection = fromHeader.direction;
document.documentElement.dir = dir;
document.documentElement.lang = fromHeader.locale;
const questionText: string = fromHeader.questions[bundle.questions[0].id].text;
const optionLabel: string | undefined = fromHeader.questions['q'].options['-2'];
const recommendations: string[] = fromHeader.outcomes['INTJ'].recommendations;
const localizedDescription: string | undefined = fromHeader.description;
const exact: LocalizedTexts | undefined = bundle.texts('de-CH');
const german: LocaleTexts | undefined = bundle.translations.find((texts) => texts.locale === 'de');
const firstLabel: string | undefined = german?.questions[0].labels[0];
const sourceDescription: string | null = bundle.sourceTexts.description;
const usual: 'ltr' | 'rtl' = defaultDirection('ar-EG');
const ranges: string[] = parseAcceptLanguage(undefined);
const bandTitle: string | undefined = fromHeader.results?.['neuroticism'].bands['high'].title;
if (bundle.scoring.model === 'profile') {
  const nearest: 'euclidean' | 'manhattan' | undefined = bundle.scoring.nearest?.distance;
  const firstBand: string | undefined = bundle.scoring.results[0].bands[0].below;
  void [nearest, firstBand];
}
const derivedKinds: string[] = bundle.scoring.derived.map((score) => score.kind);
void [sourceLocale, tags, fromBrowser, questionText, optionLabel, recommendations, localizedDescription, exact, firstLabel,
  sourceDescription, usual, ranges, bundle.sourceDirection];

const parsed = parseJSON(bytes);
const rescored: Scored = scorer.scoreParsed(parsed);
void [unchecked, hash, printed, orderLine, rescored];

// @ts-expect-error: a seed is a bigint, a number or a string
presentationOrder(bundle, [1]);
// @ts-expect-error: a single range is not a list of ranges
lookupLocale(bundle, 'de');
// @ts-expect-error: a direction is ltr or rtl
const wrongDirection: TextDirection = 'auto';
void wrongDirection;
// @ts-expect-error: the list of tags is computed
bundle.locales = [];
// @ts-expect-error: results are read-only
fromValues.ok && (fromValues.result.outcome = 'x');

// Sessions: start, act, read progress and events, save and resume.
import { eventLine, resumeSession, Session, SessionProgress, SessionStep, startSession } from './index.js';
const session: Session = startSession(scorer, { seed: 42n, locale: 'de-AT', clock: () => 0 });
const step: SessionStep = session.answer('q', 'a');
if (!step.ok) {
  const code: string = step.error.code;
  void code;
}
const progress: SessionProgress = session.progress();
const eventLines: string[] = session.events.map(eventLine);
const saved = session.save({ key: 'secret' });
if (saved.ok) {
  const resumed = resumeSession(scorer, saved.token, { clock: () => 0, key: 'secret' });
  if (resumed.ok) resumed.session.next();
}
void [progress, eventLines];
// @ts-expect-error: a session needs a clock
startSession(scorer, { seed: 1 });
// @ts-expect-error: the page is the session's to change
session.page = 2;
