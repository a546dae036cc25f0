/**
 * The respondent view: the quiz as its session presents it, page by page, then the result
 * and the history of finished sessions. Its root carries `data-quiz-respondent`, `dir`,
 * `lang`, `data-quiz-locale`, `data-quiz-page`, `data-quiz-pages` and `data-quiz-session`
 * (how the session began: `started`, `resumed`, `migrated`, `refused`, or `link`).
 * @module
 */

import { h, replaceChildren, setAttr, setText } from './dom.js';
import { pageStrings } from './page-strings.js';
import { QuestionView } from './question-view.js';
import { historyList } from './history-view.js';
import { resultCard } from './result-view.js';
import { clockText } from './timers.js';

/**
 * @typedef {{
 *   quiz: import('./preview-data.js').PreviewQuiz & {error: null},
 *   texts: import('../../../runtimes/js/src/locales.js').LocaleTexts,
 *   locale: string,
 *   run: import('./respondent-session.js').RespondentSession,
 *   view: 'questions' | 'result',
 *   answers: import('./answers-state.js').Answers,
 *   scored: import('../../../runtimes/js/src/scorer.js').Scored,
 *   problems: Map<number, string>, blockMessage: string,
 *   history: import('./session-store.js').HistoryRow[],
 *   begun: 'started' | 'resumed' | 'migrated' | 'refused' | 'link',
 * }} RespondentContext
 */

export class RespondentView {
  /**
   * @param {{setAnswer(key: string, value: unknown): void, toggleChoice(key: string, id: string, on: boolean): void,
   *   next(): void, back(): void, startOver(): void, clearHistory(): void}} actions
   */
  constructor(actions) {
    this.actions = actions;
    this.element = h('section', { class: 'respondent', 'data-quiz-respondent': true, 'aria-labelledby': 'respondent-title' });
    /** @type {QuestionView[]} */
    this.questions = [];
    /** The page's words for the locale shown (set by `build`). */
    this.words = pageStrings(null);
  }

  /**
   * Builds the page or the result screen.
   * @param {RespondentContext} ctx
   */
  build(ctx) {
    const { quiz, texts, run } = ctx;
    // The page's own words, in the locale shown when the page has them (page-strings.js).
    const words = this.words = pageStrings(ctx.locale);
    const chrome = { lang: words.lang, dir: words.dir };
    const root = this.element;
    setAttr(root, 'dir', texts.direction);
    setAttr(root, 'lang', ctx.locale);
    setAttr(root, 'data-quiz-locale', ctx.locale);
    setAttr(root, 'data-quiz-view', ctx.view);
    this.questions = [];
    const head = h('header', { class: 'r-head' },
      h('h2', { id: 'respondent-title', class: 'r-title' }, texts.title),
      texts.description ? h('p', { class: 'r-description' }, texts.description) : null);
    this.blockEl = h('p', { class: 'r-block chrome', role: 'alert', ...chrome });
    if (ctx.view === 'result') {
      this.resultHolder = h('div', { class: 'r-result', 'aria-live': 'polite' });
      this.historyHolder = h('section', { class: 'r-history', 'data-quiz-history': true, ...chrome });
      const nav = h('div', { class: 'r-nav', ...chrome },
        h('button', { type: 'button', class: 'button button-primary', onclick: () => this.actions.startOver() }, words.startOver));
      replaceChildren(root, head, this.resultHolder, nav, this.historyHolder);
      this.progress = null;
      this.timerEl = null;
      return;
    }
    const page = run.session.questions();
    const firstNumber = run.firstNumber();
    this.questions = page.map((presented, position) =>
      new QuestionView(presented, firstNumber + position, quiz.bundle, texts, words, this.actions));
    const last = run.pageNumber() >= run.pageCount();
    this.pageLabel = h('p', { class: 'r-page', id: 'respondent-page', tabindex: '-1', dir: words.dir });
    this.answeredLabel = h('p', { class: 'r-answered', dir: words.dir });
    this.toGoLabel = h('p', { class: 'r-to-go', 'data-quiz-to-go': true, dir: words.dir });
    this.bar = h('span', { class: 'r-bar-fill' });
    // A timed quiz's clock: one for the page (its questions' time together), not one a question.
    this.timerEl = h('p', { class: 'r-timer', role: 'timer', dir: words.dir, hidden: true });
    this.barTrack = h('div', { class: 'r-bar', role: 'progressbar', 'aria-labelledby': 'respondent-page', 'aria-valuemin': '0' }, this.bar);
    this.progress = h('div', { class: 'r-progress', lang: words.lang },
      h('div', { class: 'r-progress-text' }, this.pageLabel, this.answeredLabel, this.toGoLabel, this.timerEl), this.barTrack);
    const form = h('form', { class: 'r-questions', novalidate: true, onsubmit: (/** @type {Event} */ event) => { event.preventDefault(); this.actions.next(); } },
      this.questions.map((question) => question.element),
      page.length === 0 ? h('p', { class: 'muted', ...chrome }, words.noQuestions) : null);
    const nav = h('div', { class: 'r-nav', ...chrome },
      h('button', { type: 'button', class: 'button button-quiet', disabled: run.pageNumber() <= 1, onclick: () => this.actions.back() }, words.back),
      h('button', { type: 'button', class: 'button button-primary', onclick: () => this.actions.next() }, last ? words.seeResult : words.next));
    replaceChildren(root, head, this.progress, form, this.blockEl, nav);
  }

  /**
   * Shows the current answers, problems, progress, clock and result.
   * @param {RespondentContext} ctx
   */
  sync(ctx) {
    const root = this.element;
    const run = ctx.run;
    setAttr(root, 'data-quiz-page', String(run.pageNumber()));
    setAttr(root, 'data-quiz-pages', String(run.pageCount()));
    setAttr(root, 'data-quiz-session', ctx.begun);
    if (ctx.view === 'result') {
      const quiz = ctx.quiz;
      const profile = quiz.profile ? { definitions: quiz.profile, locale: ctx.locale, ranges: quiz.ranges } : null;
      if (this.resultHolder) replaceChildren(this.resultHolder, resultCard(quiz.bundle, ctx.texts, ctx.scored, profile, this.words));
      if (this.historyHolder) replaceChildren(this.historyHolder, ...historyList(ctx.history, this.words, () => this.actions.clearHistory()));
      return;
    }
    const { answered, least, most } = run.session.progress();
    const total = answered + most;
    const words = this.words;
    setText(/** @type {HTMLElement} */ (this.pageLabel), words.page(run.pageNumber(), run.pageCount()));
    setText(/** @type {HTMLElement} */ (this.answeredLabel), words.answered(answered, total));
    const toGo = /** @type {HTMLElement} */ (this.toGoLabel);
    setText(toGo, words.toGo(least, most));
    setAttr(toGo, 'data-quiz-least', String(least));
    setAttr(toGo, 'data-quiz-most', String(most));
    const track = /** @type {HTMLElement} */ (this.barTrack);
    setAttr(track, 'aria-valuemax', String(total));
    setAttr(track, 'aria-valuenow', String(answered));
    setAttr(track, 'aria-valuetext', words.answeredValue(answered, total));
    /** @type {HTMLElement} */ (this.bar).style.inlineSize = total === 0 ? '0%' : `${(100 * answered) / total}%`;
    for (const question of this.questions) {
      question.sync({ plan: ctx.quiz.plan, answers: ctx.answers, problem: ctx.problems.get(question.index) ?? null });
    }
    this.tick(run.secondsLeft());
    setText(/** @type {HTMLElement} */ (this.blockEl), ctx.blockMessage);
  }

  /**
   * Updates the page's clock only (every tick).
   * @param {number | null} seconds whole seconds left on the page; `null` without a time limit
   */
  tick(seconds) {
    const timer = this.timerEl;
    if (!timer) return;
    timer.hidden = seconds === null;
    if (seconds === null) return;
    setText(timer, this.words.timeLeft(clockText(seconds)));
    timer.classList.toggle('r-timer-low', seconds <= 5);
  }

  /**
   * Moves the focus to a question's control.
   * @param {number} index the question's index in the bundle
   */
  focusQuestion(index) {
    const question = this.questions.find((each) => each.index === index);
    const target = question?.focusTarget();
    if (target) target.focus();
  }

  /** Moves the focus to the top of the page (after Next or Back), or to the result's title. */
  focusTop() {
    const target = /** @type {HTMLElement | null} */ (this.element.querySelector('.result-title') ?? this.pageLabel ?? null);
    if (target) target.focus({ preventScroll: false });
  }
}
