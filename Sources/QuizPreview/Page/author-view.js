/**
 * The author view (English, left to right): the current outcome and the runtime's exact
 * result line, a profile's live results and derived scores, live trait totals, the answers
 * object, each `when` condition in words and whether it holds now, the outcome distribution of the analysis with each outcome's witness, each
 * result's band distribution, and every example with its replay.
 * @module
 */

import { conditionWords } from './branching.js';
import { currentOutcome } from './current-outcome.js';
import { totalText } from './live-totals.js';
import { h, replaceChildren, setAttr, setText } from './dom.js';
import { distributionRows, notComputedReason, resultDistributions } from './probability.js';
import { profileView } from './profile-results.js';
import { scoreLineOf } from './result-line.js';

export class AuthorView {
  /**
   * @param {{fillWitness(code: string): void, fillBandWitness(result: string, band: string): void, replayExample(index: number): void, clearAnswers(): void, scoreText(text: string): void}} actions
   */
  constructor(actions) {
    this.actions = actions;
    this.outcomeEl = h('p', { class: 'a-outcome', 'data-quiz-outcome': '', 'data-quiz-secondary': '', 'aria-live': 'polite', 'aria-atomic': 'true' });
    this.resultEl = h('pre', { class: 'a-line', 'data-quiz-result': true, 'aria-label': 'Result line, as quizc score prints it' });
    this.traitsBody = h('tbody');
    this.answersEl = /** @type {HTMLTextAreaElement} */ (h('textarea', {
      class: 'a-line a-answers', id: 'answers-text', rows: '3', spellcheck: 'false', autocomplete: 'off',
      'aria-describedby': 'answers-source',
    }));
    this.sourceEl = h('p', { class: 'muted a-source', id: 'answers-source' });
    this.distribution = h('div', { class: 'a-distribution' });
    this.resultsBody = h('tbody');
    this.resultsSection = h('section', { class: 'a-section', 'aria-labelledby': 'a-results-title', hidden: true },
      h('h3', { id: 'a-results-title' }, 'Results'),
      h('p', { class: 'muted' }, 'Each result\'s value as the runtime writes it, and its band; then the derived scores.'),
      h('table', { class: 'a-traits a-results' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Result'), h('th', { scope: 'col' }, 'Value'), h('th', { scope: 'col' }, 'Band'))),
        this.resultsBody));
    this.bandDistribution = h('div', { class: 'a-distribution' });
    this.bandSection = h('section', { class: 'a-section', 'aria-labelledby': 'a-bands-title', hidden: true },
      h('h3', { id: 'a-bands-title' }, 'Band distribution'),
      this.bandDistribution);
    this.examples = h('div', { class: 'a-examples' });
    this.conditionsList = h('ul', { class: 'a-conditions' });
    this.conditionsSection = h('section', { class: 'a-section', 'aria-labelledby': 'a-conditions-title', hidden: true },
      h('h3', { id: 'a-conditions-title' }, 'Branching'),
      h('p', { class: 'muted' }, 'Each conditional question, when it is shown, and whether that holds for the answers so far (a hidden question\'s answer is dropped).'),
      this.conditionsList);
    this.orderSummary = h('p', { class: 'a-order-summary' });
    this.orderList = h('ol', { class: 'a-order' });
    this.element = h('aside', { class: 'author', lang: 'en', dir: 'ltr', 'aria-labelledby': 'author-title' },
      h('h2', { id: 'author-title', class: 'a-title' }, 'Author view'),
      h('section', { class: 'a-section', 'aria-labelledby': 'a-outcome-title' },
        h('h3', { id: 'a-outcome-title' }, 'Current outcome'),
        this.outcomeEl,
        this.resultEl),
      this.resultsSection,
      h('section', { class: 'a-section', 'aria-labelledby': 'a-traits-title' },
        h('h3', { id: 'a-traits-title' }, 'Trait totals'),
        h('p', { class: 'muted' }, 'Initial scores plus the weights of the valid answers so far.'),
        h('table', { class: 'a-traits' }, h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Trait'), h('th', { scope: 'col' }, 'Total'))), this.traitsBody)),
      h('section', { class: 'a-section', 'aria-labelledby': 'a-answers-title' },
        h('h3', { id: 'a-answers-title' }, 'Answers'),
        h('label', { for: 'answers-text', class: 'a-label' }, 'Answers object, keyed by wire key'),
        this.sourceEl,
        this.answersEl,
        h('div', { class: 'a-buttons' },
          h('button', { type: 'button', class: 'button button-small', onclick: () => this.actions.scoreText(this.answersEl.value) }, 'Score this text'),
          h('button', { type: 'button', class: 'button button-small button-quiet', onclick: () => this.actions.clearAnswers() }, 'Clear answers'))),
      this.conditionsSection,
      h('section', { class: 'a-section', 'aria-labelledby': 'a-order-title' },
        h('h3', { id: 'a-order-title' }, 'Presentation for this seed'),
        this.orderSummary,
        h('details', { class: 'a-order-details' }, h('summary', {}, 'Question and option order'), this.orderList)),
      h('section', { class: 'a-section', 'aria-labelledby': 'a-distribution-title' },
        h('h3', { id: 'a-distribution-title' }, 'Outcome distribution'),
        this.distribution),
      this.bandSection,
      h('section', { class: 'a-section', 'aria-labelledby': 'a-examples-title' },
        h('h3', { id: 'a-examples-title' }, 'Examples'),
        this.examples));
    /** @type {Map<string, HTMLElement>} */
    this.rows = new Map();
  }

  /**
   * Builds what depends on the quiz only: trait rows, the distribution, the examples.
   * @param {import('./preview-data.js').PreviewQuiz & {error: null}} quiz
   */
  build(quiz) {
    const bundle = quiz.bundle;
    /** @type {HTMLElement[]} */
    this.traitCells = bundle.traits.map((trait) => h('td', { 'data-quiz-trait': trait }, '0'));
    replaceChildren(this.traitsBody, bundle.traits.map((trait, index) =>
      h('tr', {}, h('th', { scope: 'row' }, trait), this.traitCells[index])));
    this.buildDistribution(quiz);
    this.buildBandDistribution(quiz);
    this.buildExamples(quiz);
    this.buildConditions(quiz);
  }

  /**
   * One row per conditional question: its id, its condition in words, and a state that
   * `sync` sets.
   * @param {import('./preview-data.js').PreviewQuiz & {error: null}} quiz
   */
  buildConditions(quiz) {
    /** @type {Array<{index: number, state: HTMLElement, row: HTMLElement}>} */
    this.conditionRows = [];
    const rows = quiz.bundle.questions.flatMap((question, index) => {
      if (question.condition === null) return [];
      const state = h('span', { class: 'a-holds' });
      const row = h('li', { 'data-quiz-condition': question.id },
        h('code', {}, question.id), ' is shown when ', h('span', { class: 'a-when' }, conditionWords(question.condition)),
        ': ', state);
      this.conditionRows?.push({ index, state, row });
      return [row];
    });
    this.conditionsSection.hidden = rows.length === 0;
    replaceChildren(this.conditionsList, rows);
  }

  /**
   * Each result's bands with their exact probabilities under uniformly random answers, and
   * a witness for each reachable band.
   * @param {import('./preview-data.js').PreviewQuiz & {error: null}} quiz
   */
  buildBandDistribution(quiz) {
    const distributions = resultDistributions(quiz.analysis, quiz.profile);
    /** @type {Map<string, HTMLElement>} */
    this.bandRows = new Map();
    this.bandSection.hidden = quiz.profile === null || quiz.profile.results.length === 0;
    replaceChildren(this.bandDistribution,
      h('p', { class: 'muted' }, 'Exact probability of each band of each result under uniformly random answers (quizc stats).'),
      distributions.length === 0 ? h('p', { class: 'a-note' }, 'The analysis computed no band distribution for this quiz.') : null,
      distributions.map((distribution) => h('section', { class: 'b-result', 'data-quiz-band-result': distribution.result },
        h('h4', {}, h('code', {}, distribution.result), ' ', distribution.title),
        distribution.limitation ? h('p', { class: 'a-note' }, `Not computed: ${distribution.limitation}`) : null,
        h('ul', { class: 'd-list' }, distribution.rows.map((row) => {
          const key = `${distribution.result}/${row.band}`;
          const witness = quiz.bandWitnesses.has(key)
            ? h('button', { type: 'button', class: 'link-button', 'data-quiz-band-witness': key,
              'aria-label': `Fill in the witness of band ${row.band} of ${distribution.result}`,
              onclick: () => this.actions.fillBandWitness(distribution.result, row.band) }, 'Fill in witness')
            : h('span', { class: 'muted' }, 'no witness');
          const item = h('li', { class: `d-row${row.reachable === false ? ' d-unreachable' : ''}` },
            h('div', { class: 'd-head' },
              h('span', { class: 'd-code' }, row.band), ' ',
              h('span', { class: 'd-name' }, row.title),
              row.reachable !== true ? h('span', { class: `badge badge-${row.reachability}` }, row.reachability) : null),
            h('div', { class: 'd-bar', 'aria-hidden': 'true' }, h('span', { class: 'd-bar-fill', style: `inline-size: ${(row.width * 100).toFixed(2)}%` })),
            h('div', { class: 'd-foot' },
              h('span', { class: 'd-probability', 'data-quiz-band-probability': key }, row.text),
              witness));
          this.bandRows.set(key, item);
          return item;
        })))));
  }

  /**
   * @param {import('./preview-data.js').PreviewQuiz & {error: null}} quiz
   */
  buildDistribution(quiz) {
    const analysis = quiz.analysis;
    const rows = distributionRows(analysis);
    const reason = notComputedReason(analysis);
    const anyMissing = rows.some((row) => !row.computed);
    this.rows.clear();
    const items = rows.map((row) => {
      const title = quiz.bundle.outcome(row.code)?.title ?? row.code;
      const witness = quiz.witnesses.has(row.code)
        ? h('button', { type: 'button', class: 'link-button', 'data-quiz-witness': row.code,
          'aria-label': `Fill in the witness of ${row.code}`, onclick: () => this.actions.fillWitness(row.code) }, 'Fill in witness')
        : h('span', { class: 'muted' }, 'no witness');
      const item = h('li', { class: `d-row${row.reachable === false ? ' d-unreachable' : ''}` },
        h('div', { class: 'd-head' },
          h('span', { class: 'd-code' }, row.code), ' ',
          h('span', { class: 'd-name' }, title),
          row.reachable !== true ? h('span', { class: `badge badge-${row.reachability}` }, row.reachability) : null),
        h('div', { class: 'd-bar', 'aria-hidden': 'true' }, h('span', { class: 'd-bar-fill', style: `inline-size: ${(row.width * 100).toFixed(2)}%` })),
        h('div', { class: 'd-foot' },
          h('span', { class: 'd-probability', 'data-quiz-probability': row.code }, row.text),
          witness));
      this.rows.set(row.code, item);
      return item;
    });
    replaceChildren(this.distribution,
      h('p', { class: 'muted' }, 'Exact probability of each outcome under uniformly random answers (quizc stats).'),
      anyMissing ? h('p', { class: 'a-note' }, 'Some probabilities were not computed', reason ? `: ${reason}` : '.') : null,
      h('ul', { class: 'd-list' }, items));
  }

  /**
   * @param {import('./preview-data.js').PreviewQuiz & {error: null}} quiz
   */
  buildExamples(quiz) {
    const examples = quiz.bundle.examples;
    if (examples.length === 0) {
      replaceChildren(this.examples, h('p', { class: 'muted' }, 'This quiz has no examples.'));
      return;
    }
    replaceChildren(this.examples, h('ul', { class: 'x-list' }, examples.map((example, index) => {
      const report = quiz.reports[index];
      const pass = report.pass ? 'pass' : 'fail';
      const name = example.name ?? `Example ${index + 1}`;
      return h('li', { class: `x-row x-${pass}`, 'data-quiz-example': pass, 'data-quiz-example-index': String(index) },
        h('div', { class: 'x-head' },
          h('span', { class: `badge badge-${pass}` }, pass === 'pass' ? 'pass' : 'fail'), ' ',
          h('span', { class: 'x-name' }, name)),
        h('p', { class: 'x-expect' }, expectation(example)),
        report.problem ? h('p', { class: 'x-problem' }, report.problem) : null,
        h('button', { type: 'button', class: 'button button-small', 'aria-label': `Replay ${name}`,
          onclick: () => this.actions.replayExample(index) }, 'Replay'));
    })));
  }

  /**
   * Shows the presentation order the seed gives: which questions, in which order, with
   * their options' order; pins marked.
   * @param {import('../../../runtimes/js/src/bundle.js').Bundle} bundle
   * @param {import('../../../runtimes/js/src/order.js').PresentedQuestion[]} presented
   * @param {number} pageCount
   */
  showOrder(bundle, presented, pageCount) {
    const p = bundle.presentation;
    const facts = [
      `${presented.length} of ${bundle.questions.length} questions presented${p.draw.length > 0 ? ' (drawn)' : ''}`,
      `${pageCount} page${pageCount === 1 ? '' : 's'} of up to ${p.pageSize}`,
      p.shuffleQuestions ? 'questions shuffled' : 'questions in written order',
      p.shuffleOptions ? 'options shuffled' : 'options in written order',
      p.timeLimit !== null ? `${p.timeLimit} s per question` : 'no time limit',
    ];
    setText(this.orderSummary, facts.join(' · ') + '.');
    replaceChildren(this.orderList, presented.map((each) => {
      const question = bundle.questions[each.question];
      const options = each.optionIndices.map((index, position) => {
        const option = question.options[index];
        const name = option.id ?? String(option.value);
        return [position > 0 ? ', ' : '', option.pin ? h('span', { class: 'a-pin' }, `${name} (pinned)`) : name];
      });
      return h('li', {}, h('code', {}, question.id), question.pin ? h('span', { class: 'a-pin' }, ' (pinned)') : null,
        question.pool !== null ? h('span', { class: 'muted' }, ` · pool ${question.pool}`) : null,
        h('span', { class: 'muted' }, ' · '), options);
    }));
  }

  /**
   * Shows the live state.
   * @param {{
   *   quiz: import('./preview-data.js').PreviewQuiz & {error: null},
   *   scored: import('../../../runtimes/js/src/scorer.js').Scored, totals: number[],
   *   answersText: string, fromLink: boolean, answered: number, shown: boolean[],
   * }} ctx
   */
  sync(ctx) {
    const { scored, quiz } = ctx;
    const current = currentOutcome(scored, ctx.answered);
    const outcome = current.kind === 'outcome' ? current.outcome : '';
    const secondary = current.kind === 'outcome' ? current.secondary : '';
    setAttr(this.outcomeEl, 'data-quiz-outcome', outcome);
    setAttr(this.outcomeEl, 'data-quiz-secondary', secondary);
    if (current.kind === 'outcome') {
      const title = quiz.bundle.outcome(outcome)?.title;
      replaceChildren(this.outcomeEl, h('strong', {}, outcome), title ? ` · ${title}` : '',
        secondary ? h('span', { class: 'a-secondary' }, ` (runner-up ${secondary}${quiz.bundle.outcome(secondary) ? ` · ${quiz.bundle.outcome(secondary)?.title}` : ''})`) : '');
    } else if (current.kind === 'no-outcome') {
      replaceChildren(this.outcomeEl, h('span', { class: 'muted' }, 'No outcome'), ': this profile quiz has no nearest profiles; see its results.');
    } else if (current.kind === 'unanswered') {
      replaceChildren(this.outcomeEl, h('span', { class: 'muted' }, 'None yet'), ': nothing is answered.');
    } else {
      replaceChildren(this.outcomeEl, h('span', { class: 'muted' }, current.kind === 'incomplete' ? 'Incomplete' : 'Rejected'),
        `: ${current.message}`);
    }
    const line = scoreLineOf(quiz.scorer, ctx.answersText, scored);
    setText(this.resultEl, line);
    this.syncResults(quiz, scored.ok ? scored.result.toJSONLine() : null);
    (this.traitCells ?? []).forEach((cell, index) => setText(cell, totalText(ctx.totals[index] ?? 0, quiz.weightDigits)));
    if (document.activeElement !== this.answersEl && this.answersEl.value !== ctx.answersText) this.answersEl.value = ctx.answersText;
    setText(this.sourceEl, ctx.fromLink ? 'Scored exactly as written (from the link or typed here).' : 'Written from the answers given; scored as shown.');
    for (const [code, row] of this.rows) row.classList.toggle('d-current', code === outcome);
    for (const { index, state, row } of this.conditionRows ?? []) {
      const holds = ctx.shown[index] === true;
      setAttr(row, 'data-quiz-holds', String(holds));
      setText(state, holds ? 'holds now (shown)' : 'does not hold now (hidden)');
    }
  }

  /**
   * The live results and derived scores of a profile quiz, read from the result line.
   * @param {import('./preview-data.js').PreviewQuiz & {error: null}} quiz
   * @param {string | null} line the result line; `null` while the answers are rejected
   */
  syncResults(quiz, line) {
    const definitions = quiz.profile;
    this.resultsSection.hidden = definitions === null || (definitions.results.length === 0 && definitions.derived.length === 0);
    if (definitions === null) return;
    const view = line !== null ? profileView(definitions, line, quiz.bundle.sourceLocale) : null;
    /** @type {import('./profile-results.js').ResultRow[]} */
    const rows = [];
    const walk = (/** @type {import('./profile-results.js').ResultRow[]} */ list) => {
      for (const row of list) { rows.push(row); walk(row.children); }
    };
    walk(view?.results ?? []);
    const byID = new Map(rows.map((row) => [row.id, row]));
    for (const [key, item] of this.bandRows ?? []) {
      const slash = key.indexOf('/');
      item.classList.toggle('d-current', byID.get(key.slice(0, slash))?.band === key.slice(slash + 1));
    }
    replaceChildren(this.resultsBody,
      definitions.results.map((result) => {
        const row = byID.get(result.id);
        return h('tr', { 'data-quiz-result-row': result.id },
          h('th', { scope: 'row' }, result.parent !== null ? '\u2003' : '', result.id),
          h('td', { 'data-quiz-result-value': result.id }, row?.value ?? '—'),
          h('td', { 'data-quiz-result-band': result.id }, row?.band ?? '—'));
      }),
      (view?.derived ?? definitions.derived.map((id) => ({ id, value: null }))).map((derived) =>
        h('tr', { class: 'a-derived' },
          h('th', { scope: 'row' }, derived.id),
          h('td', { 'data-quiz-derived': derived.id }, derived.value ?? '—'),
          h('td', { class: 'muted' }, 'derived'))));
  }
}

/**
 * What an example expects, in words: the outcome and runner-up, then each result's band and
 * each derived score's value (`profile` quizzes; a profile without nearest expects no outcome).
 * @param {any} example a bundle example as the runtime loads it
 * @returns {Array<string | HTMLElement | null>}
 */
function expectation(example) {
  /** @type {Array<Array<string | HTMLElement | null>>} */
  const parts = [];
  if (example.expect !== null && example.expect !== undefined) {
    parts.push([h('code', {}, example.expect),
      example.expectSecondary !== null ? [', runner-up ', h('code', {}, example.expectSecondary)] : null,
      example.expectsNoSecondary ? ', no runner-up' : null].flat());
  }
  for (const expected of example.expectResults ?? []) {
    parts.push([h('code', {}, expected.result), ' in ', expected.band === null ? 'no band' : h('code', {}, expected.band)]);
  }
  for (const expected of example.expectValues ?? []) {
    parts.push([h('code', {}, expected.derived), ' = ', expected.value === null ? 'null' : h('code', {}, String(expected.value))]);
  }
  if (parts.length === 0) return ['Expects any result the runtime accepts'];
  return ['Expects ', ...parts.flatMap((part, index) => (index > 0 ? ['; ', ...part] : part))];
}
