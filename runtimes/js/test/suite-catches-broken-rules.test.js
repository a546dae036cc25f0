// Each rule of derived scores, profiles and branching broken on purpose must make the replay fail: the conformance
// suite's required score, visible and decimal cases (Tests/Conformance) and this runtime's own
// hand-worked cases (test-support/profile-cases.js, test-support/branching-bundles.js); and each
// rule of resuming on another release, the suite's required session cases. Each
// test names the cases that caught its mutation (`node --test` prints them as diagnostics).
// Every derived kind's rule is broken in turn, read from `DERIVED_KINDS`: a kind added there
// is mutated here without an edit.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { loadBundle, resultLine, Scorer } from '../src/index.js';
import { ScoringPlan } from '../src/plan.js';
import { DERIVED_KINDS } from '../src/derived-kinds.js';
import { ProfileRules } from '../src/profile-rules.js';
import { Rational } from '../src/rational.js';
import { BundleCache, conformanceDirectory, runCase, suiteFiles } from '../test-support/conformance.js';
import { BUNDLES, DECIMAL_CASES, SCORE_CASES } from '../test-support/profile-cases.js';
import { tripBundle, TRIP_CASES } from '../test-support/branching-bundles.js';
import { VisibilityRules } from '../src/visibility-rules.js';
import { MigrationRules } from '../src/session-migration.js';

const directory = conformanceDirectory();
/** The conformance suite's required cases of the kinds scoring and visibility rules decide. */
const suiteCases = suiteFiles(directory, 'required')
  .flatMap((file) => JSON.parse(fs.readFileSync(file, 'utf8')).cases)
  .filter((testCase) => ['score', 'visible', 'decimal', 'examples'].includes(testCase.kind));

/** The ids of the cases that fail now (bundles loaded afresh, so plans are compiled under the mutation). */
function failingCases() {
  const failed = [];
  const bundles = new BundleCache(directory);
  for (const testCase of suiteCases) {
    let problem;
    try {
      problem = runCase(testCase, bundles);
    } catch (error) {
      problem = String(error);
    }
    if (problem !== null) failed.push(`conformance:${testCase.id}`);
  }
  const scorers = new Map();
  for (const testCase of SCORE_CASES) {
    if (!scorers.has(testCase.bundle)) scorers.set(testCase.bundle, new Scorer(loadBundle(BUNDLES[testCase.bundle]())));
    if (resultLine(scorers.get(testCase.bundle).scoreJSON(testCase.answers)) !== testCase.output) failed.push(`unit:${testCase.id}`);
  }
  const trip = new Scorer(loadBundle(tripBundle()));
  for (const testCase of TRIP_CASES) {
    if (resultLine(trip.scoreJSON(testCase.answers)) !== testCase.score) failed.push(`unit:trip-score:${testCase.id}`);
    if (resultLine(trip.visibilityJSON(testCase.answers)) !== testCase.visible) failed.push(`unit:trip-visible:${testCase.id}`);
  }
  for (const testCase of DECIMAL_CASES) {
    if (runCase(testCase, bundles) !== null) failed.push(`unit:${testCase.id}`);
  }
  return failed;
}

/**
 * The decimal form with another rounding of the halves.
 * @param {(units: bigint, twiceRemainder: bigint, denominator: bigint) => boolean} roundsUp on the magnitude
 */
function rounding(roundsUp) {
  return function (/** @type {number} */ digits) {
    const self = /** @type {Rational} */ (/** @type {unknown} */ (this));
    const negative = self.numerator < 0n;
    const scaled = (negative ? -self.numerator : self.numerator) * 10n ** BigInt(digits);
    let units = scaled / self.denominator;
    if (roundsUp(units, 2n * (scaled - units * self.denominator), self.denominator)) units += 1n;
    let text = String(units);
    if (digits > 0) {
      text = text.padStart(digits + 1, '0');
      text = text.slice(0, text.length - digits) + '.' + text.slice(text.length - digits);
    }
    return negative && units !== 0n ? '-' + text : text;
  };
}

const original = {
  toDecimalForm: Rational.prototype.toDecimalForm,
  answeredCount: ProfileRules.answeredCount,
  bandOf: ProfileRules.bandOf,
  twoNearest: ProfileRules.twoNearest,
  distance: ProfileRules.distance,
  share: ProfileRules.share,
  holds: VisibilityRules.holds,
};

/**
 * Which questions are shown when a follow-up reads its parent's answer even when the parent is hidden.
 * @this {VisibilityRules}
 * @param {Array<number[] | null>} chosen
 */
function shownReadingHiddenAnswers(chosen) {
  return this.tests.map((test) => test === null || VisibilityRules.holds(test, (question) => chosen[question] ?? null));
}

/** @type {Record<string, [object, string, Function]>} */
const MUTATIONS = {
  'rounding half down': [Rational.prototype, 'toDecimalForm', rounding((units, twice, q) => twice > q)],
  'rounding half to even': [Rational.prototype, 'toDecimalForm', rounding((units, twice, q) => twice > q || (twice === q && units % 2n === 1n))],
  'answered questions counted whether answered or not': [ProfileRules, 'answeredCount', function (questions) {
    return questions.length;
  }],
  '`below` taken as inclusive': [ProfileRules, 'bandOf', function (bands, value) {
    return original.bandOf(bands.map((band) => ({ ...band, inclusive: true })), value);
  }],
  'nearest ties go to the last': [ProfileRules, 'twoNearest', function (distances) {
    // The same search over the profiles in reverse tie order.
    const [best, second] = original.twoNearest([...distances].reverse());
    const last = distances.length - 1;
    return [last - best, second < 0 ? -1 : last - second];
  }],
  'manhattan instead of euclidean': [ProfileRules, 'distance', function (point, target) {
    return original.distance(point, target, true);
  }],
  'the share of two zeros is not 50': [ProfileRules, 'share', function (t, u) {
    return BigInt(t) + BigInt(u) === 0n ? new Rational(0n) : original.share(t, u);
  }],
  'an answer to a hidden question accepted': [ScoringPlan.prototype, 'hiddenAnswerError', () => null],
  'a scale value compared as the option\'s position': [VisibilityRules, 'optionsOfValues', function (options, values) {
    return new Set(values.filter((value) => value >= 0 && value < options.length));
  }],
  'a scale value compared as a string': [VisibilityRules, 'optionsOfValues', function (options, values) {
    return new Set(values.map((value) => options.findIndex((option) => option.value === /** @type {any} */ (String(value)))).filter((option) => option >= 0));
  }],
  'a test on an unanswered question taken as true': [VisibilityRules, 'holds', function (test, answer) {
    if ((test.kind === 'picks' || test.kind === 'includes') && answer(test.question) === null) return true;
    return original.holds(test, answer);
  }],
  'a hidden parent\'s answer still read by its follow-up': [VisibilityRules.prototype, 'shown', shownReadingHiddenAnswers],
  'missing-answer for a hidden required question': [ScoringPlan.prototype, 'mustAnswerNow', function (index) {
    return /** @type {ScoringPlan} */ (this).mustAnswer[index];
  }],
};

/** The conformance suite's required `session` cases: the rules of resuming on another release. */
const sessionCases = suiteFiles(directory, 'required')
  .flatMap((file) => JSON.parse(fs.readFileSync(file, 'utf8')).cases)
  .filter((testCase) => testCase.kind === 'session');

/** The ids of the session cases that fail now. */
function failingSessionCases() {
  const bundles = new BundleCache(directory);
  return sessionCases.filter((testCase) => runCase(testCase, bundles) !== null).map((testCase) => testCase.id);
}

const originalDropping = MigrationRules.dropping;

/** @type {Record<string, typeof MigrationRules.dropping>} */
const MIGRATION_MUTATIONS = {
  'answers to removed questions and options kept': (answers) => ({ kept: answers, dropped: [] }),
  'an answer that lost an option dropped whole': (answers, migration) => {
    const { kept, dropped } = originalDropping(answers, migration);
    const partial = new Set(dropped.filter((drop) => drop.options !== null).map((drop) => drop.key));
    return {
      kept: kept.filter(([key]) => !partial.has(key)),
      dropped: dropped.map((drop) => ({ key: drop.key, options: null })),
    };
  },
};

const ONE = new Rational(1n);

/**
 * Each derived kind's rule broken two ways: a value one more than its own, and no value.
 * @param {string} kind
 * @param {import('../src/derived-kinds.js').DerivedKind} entry
 * @returns {Array<[string, [object, string, Function]]>}
 */
function brokenRules(kind, entry) {
  const rule = entry.rule;
  /** @type {typeof rule} */
  const oneMore = (score, scope) => {
    const value = rule(score, scope);
    return (input) => value(input)?.plus(ONE) ?? null;
  };
  return [
    [`the ${kind} rule gives one more`, [entry, 'rule', oneMore]],
    [`the ${kind} rule gives no value`, [entry, 'rule', () => () => null]],
  ];
}
Object.assign(MUTATIONS, Object.fromEntries([...DERIVED_KINDS].flatMap(([kind, entry]) => brokenRules(kind, entry))));

test('the unbroken rules pass every case', () => {
  assert.deepEqual(failingCases(), []);
});

for (const [name, [object, method, mutant]] of Object.entries(MUTATIONS)) {
  test(`the suite catches: ${name}`, (t) => {
    const target = /** @type {any} */ (object);
    const unbroken = target[method];
    target[method] = mutant;
    let failed;
    try {
      failed = failingCases();
    } finally {
      target[method] = unbroken;
    }
    const suite = failed.filter((id) => id.startsWith('conformance:')), unit = failed.filter((id) => id.startsWith('unit:'));
    t.diagnostic(`caught by ${suite.length} conformance cases (${suite.slice(0, 4).join(', ')}${suite.length > 4 ? ', …' : ''})`
      + ` and ${unit.length} unit cases (${unit.join(', ')})`);
    assert.ok(failed.length > 0, `${name} passed every case`);
  });
}

test('the unbroken migration rules pass every session case', () => {
  assert.deepEqual(failingSessionCases(), []);
});

for (const [name, mutant] of Object.entries(MIGRATION_MUTATIONS)) {
  test(`the suite's sessions catch: ${name}`, (t) => {
    MigrationRules.dropping = mutant;
    let failed;
    try {
      failed = failingSessionCases();
    } finally {
      MigrationRules.dropping = originalDropping;
    }
    t.diagnostic(`caught by ${failed.length} session cases (${failed.join(', ')})`);
    assert.ok(failed.length > 0, `${name} passed every session case`);
  });
}
