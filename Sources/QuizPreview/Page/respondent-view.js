/**
 * The respondent view: the quiz as an app presents it, page by page, then the result. Its
 * root carries `data-quiz-respondent`, `dir`, `lang`, `data-quiz-locale`, `data-quiz-page`
 * and `data-quiz-pages`.
 * @module
 */

import { answeredCount } from './paging.js';
import { h, replaceChildren, setAttr, setText } from './dom.js';
import { pageStrings } from './page-strings.js';
import { QuestionView } from './question-view.js';
import { resultCard } from './result-view.js';
import { clockText } from './timers.js';

/**
 * @typedef {{
 *   quiz: import('./preview-data.js').PreviewQuiz & {error: null},
 *   texts: import('../../../runtimes/js/src/locales.js').LocaleTexts,
 *   locale: string,
 *   presented: import('../../../runtimes/js/src/order.js').PresentedQuestion[],
 *   pages: import('../../../runtimes/js/src/order.js').PresentedQuestion[][],
 *   view: 'questions' | 'result', page: number,
 *   answers: import('./answers-state.js').Answers,
 *   scored: import('../../../runtimes/js/src/scorer.js').Scored,
 *   problems: Map<number, string>, blockMessage: string,
 *   countdowns: import('./timers.js').Countdowns, now: number,
 * }} RespondentContext
 */

export class RespondentView {
  /**
   * @param {{setAnswer(key: string, value: unknown): void, toggleChoice(key: string, id: string, on: boolean): void,
   *   next(): void, back(): void, startOver(): void}} actions
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
    const { quiz, texts } = ctx;
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
      const nav = h('div', { class: 'r-nav', ...chrome },
        h('button', { type: 'button', class: 'button', onclick: () => this.actions.back() }, words.back),
        h('button', { type: 'button', class: 'button button-quiet', onclick: () => this.actions.startOver() }, words.startOver));
      replaceChildren(root, head, this.resultHolder, nav);
      this.progress = null;
      this.timerEl = null;
      this.pageQuestions = [];
      return;
    }
    const page = ctx.pages[ctx.page - 1] ?? [];
    const firstNumber = ctx.pages.slice(0, ctx.page - 1).reduce((sum, each) => sum + each.length, 1);
    this.questions = page.map((presented, position) =>
      new QuestionView(presented, firstNumber + position, quiz.bundle, texts, words, this.actions));
    const last = ctx.page >= ctx.pages.length;
    this.pageLabel = h('p', { class: 'r-page', id: 'respondent-page', tabindex: '-1', dir: words.dir });
    this.answeredLabel = h('p', { class: 'r-answered', dir: words.dir });
    this.bar = h('span', { class: 'r-bar-fill' });
    // A timed quiz's clock: one for the page (its questions' time together), not one a question.
    this.timerEl = h('p', { class: 'r-timer', role: 'timer', dir: words.dir, hidden: true });
    this.pageQuestions = page.map((presented) => presented.question);
    this.barTrack = h('div', { class: 'r-bar', role: 'progressbar', 'aria-labelledby': 'respondent-page', 'aria-valuemin': '0' }, this.bar);
    this.progress = h('div', { class: 'r-progress', lang: words.lang }, h('div', { class: 'r-progress-text' }, this.pageLabel, this.answeredLabel, this.timerEl), this.barTrack);
    const form = h('form', { class: 'r-questions', novalidate: true, onsubmit: (/** @type {Event} */ event) => { event.preventDefault(); this.actions.next(); } },
      this.questions.map((question) => question.element),
      page.length === 0 ? h('p', { class: 'muted', ...chrome }, words.noQuestions) : null);
    const nav = h('div', { class: 'r-nav', ...chrome },
      h('button', { type: 'button', class: 'button button-quiet', disabled: ctx.page <= 1, onclick: () => this.actions.back() }, words.back),
      h('button', { type: 'button', class: 'button button-primary', onclick: () => this.actions.next() }, last ? words.seeResult : words.next));
    replaceChildren(root, head, this.progress, form, this.blockEl, nav);
  }

  /**
   * Shows the current answers, problems, countdowns and result.
   * @param {RespondentContext} ctx
   */
  sync(ctx) {
    const root = this.element;
    setAttr(root, 'data-quiz-page', String(ctx.page));
    setAttr(root, 'data-quiz-pages', String(ctx.pages.length));
    if (ctx.view === 'result') {
      const quiz = ctx.quiz;
      const profile = quiz.profile ? { definitions: quiz.profile, locale: ctx.locale, ranges: quiz.ranges } : null;
      if (this.resultHolder) replaceChildren(this.resultHolder, resultCard(quiz.bundle, ctx.texts, ctx.scored, profile, this.words));
      return;
    }
    const total = ctx.presented.length;
    const answered = answeredCount(ctx.quiz.plan, ctx.presented, ctx.answers);
    const words = this.words;
    setText(/** @type {HTMLElement} */ (this.pageLabel), words.page(ctx.page, ctx.pages.length));
    setText(/** @type {HTMLElement} */ (this.answeredLabel), words.answered(answered, total));
    const track = /** @type {HTMLElement} */ (this.barTrack);
    setAttr(track, 'aria-valuemax', String(total));
    setAttr(track, 'aria-valuenow', String(answered));
    setAttr(track, 'aria-valuetext', words.answeredValue(answered, total));
    /** @type {HTMLElement} */ (this.bar).style.inlineSize = total === 0 ? '0%' : `${(100 * answered) / total}%`;
    for (const question of this.questions) {
      question.sync({
        plan: ctx.quiz.plan, answers: ctx.answers,
        problem: ctx.problems.get(question.index) ?? null,
        locked: ctx.countdowns.has(question.index),
      });
    }
    this.tick(ctx.countdowns, ctx.now);
    setText(/** @type {HTMLElement} */ (this.blockEl), ctx.blockMessage);
  }

  /**
   * Updates the page's countdown only (every tick).
   * @param {import('./timers.js').Countdowns} countdowns
   * @param {number} now
   */
  tick(countdowns, now) {
    const timer = this.timerEl;
    if (!timer) return;
    const first = this.pageQuestions?.[0];
    const remaining = first === undefined ? null : countdowns.remaining(first, now);
    timer.hidden = remaining === null || remaining === Infinity;
    if (timer.hidden) return;
    const seconds = /** @type {number} */ (remaining);
    setText(timer, seconds === 0 ? this.words.timeUpPage : this.words.timeLeft(clockText(seconds)));
    timer.classList.toggle('r-timer-low', seconds > 0 && seconds <= 5);
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
