/**
 * quiz-runtime: loads `quiz-bundle/1` bundles, scores answers and computes presentation
 * orders exactly as the Swift `QuizRuntime` does (same results, errors and bytes), and chooses
 * which of a bundle's locales to show. No dependencies and no Node APIs: it runs in browsers
 * and in Node 18+.
 * @module
 */

export { Bundle, BUNDLE_FORMAT, bundleHash, loadBundle } from './bundle.js';
export { BundleError } from './bundle-error.js';
export { defaultDirection, localize, lookupLocale, parseAcceptLanguage } from './locales.js';
export { Scorer, errorLine, resultLine } from './scorer.js';
export { ScoreResult } from './result.js';
export { Visibility } from './visibility.js';
export { HISTORY_FORMAT, Session, resumeSession, startSession } from './session.js';
export { MAX_PROGRESS_SCENARIOS } from './session-progress.js';
export { eventLine, SESSION_EVENTS } from './session-events.js';
export { MAX_TOKEN_BYTES, TOKEN_FORMAT } from './session-token.js';
export { hmacSha256Hex } from './session-hmac.js';
export { presentationOrder, presentationOrderJSON, SplitMix64 } from './order.js';
export { exampleReportLine, replayExamples } from './examples.js';
export { AnswersShape, DEFAULT_MAX_LINE_BYTES, LineScorer, LineSplitter, prettyError, prettyOutcome } from './lines.js';
export { JSONParseFailure, parseJSON } from './json-parser.js';
export { JSONNumber, JSONObject } from './json-value.js';
export { canonicalJSON, writeJSON } from './json-writer.js';
export { foldKey } from './key-folding.js';
