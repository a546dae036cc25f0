/**
 * The preview's state and what changes it: the quiz, seed and locale, the answers (the
 * link's exact text until the user changes one), the page; each change renders the views,
 * rewrites the URL fragment and sets `<html data-quiz-ready>` to it. With `when`
 * conditions the pages hold the shown questions only: an answer that hides a question
 * drops that question's answer, and follow-ups appear where they are presented.
 * @module
 */

import { Answers } from './answers-state.js';
import { AuthorView } from './author-view.js';
import { shownQuestions } from './branching.js';
import { h, replaceChildren } from './dom.js';
import { exampleEntries } from './example-answers.js';
import { fragmentOfState, stateFromFragment } from './fragment-state.js';
import { HeaderView } from './header-view.js';
import { liveTotals } from './live-totals.js';
import { localeTexts, resolveLocale } from './locale-texts.js';
import { pageStrings } from './page-strings.js';
import { blockedMessage, pageProblems, paginate, parsePage } from './paging.js';
import { RespondentView } from './respondent-view.js';
import { seedPresenting, seedSearchNotice } from './presenting-seed.js';
import { parseSeedText, randomSeed } from './seed.js';
import { Countdowns } from './timers.js';
import { presentationOrder } from '../../../runtimes/js/src/order.js';

export class PreviewApp {
  /**
   * @param {HTMLElement} root
   * @param {{quizc: string, seed: string | null, locale: string | null, quizzes: import('./preview-data.js').PreviewQuiz[]}} data
   * @param {{location: Location, history: History, document: Document, random: (array: Uint32Array) => Uint32Array, now: () => number}} env
   */
  constructor(root, data, env) {
    this.root = root;
    this.data = data;
    this.env = env;
    this.quizzes = data.quizzes;
    this.quizIndex = -1;
    this.seed = data.seed ?? randomSeed(env.random);
    this.localePref = data.locale;
    this.locale = '';
    /** @type {'questions' | 'result'} */
    this.view = 'questions';
    this.page = 1;
    this.answers = new Answers([]);
    /** @type {string | null} the link's answers text, scored as written until an answer changes */
    this.answersText = null;
    /** @type {Map<number, string>} questions marked by a blocked Next */
    this.problems = new Map();
    this.blockMessage = '';
    this.notice = '';
    this.countdowns = new Countdowns(null);
    /** @type {ReturnType<typeof setInterval> | null} */
    this.timer = null;
    this.header = new HeaderView(this.quizzes, data.quizc, this);
    this.respondent = new RespondentView(this);
    this.author = new AuthorView(this);
    this.broken = h('section', { class: 'respondent broken', role: 'alert' });
    this.main = h('main', { class: 'columns' });
    replaceChildren(root, this.header.element, this.main);
  }

  /** Shows the state of the current fragment and follows later changes of it. */
  start() {
    if (this.quizzes.length === 0) {
      replaceChildren(this.main, h('p', { class: 'fatal', role: 'alert' }, 'This preview holds no quiz.'));
      this.env.document.documentElement.dataset.quizReady = this.env.location.hash;
      return;
    }
    this.env.document.defaultView?.addEventListener('hashchange', () => this.applyFragment(this.env.location.hash));
    this.applyFragment(this.env.location.hash);
  }

  // --- state from the fragment -----------------------------------------------------------

  /**
   * Opens a fragment: its quiz, seed, locale and answers (a value left out keeps the quiz,
   * seed and language shown; no answers means none).
   * @param {string} hash
   */
  applyFragment(hash) {
    const asked = stateFromFragment(hash, this.quizzes.map((quiz) => quiz.id),
      { quizIndex: this.quizIndex, seed: this.seed, localePref: this.localePref });
    this.seed = asked.seed;
    this.localePref = asked.localePref;
    this.selectQuiz(asked.quizIndex);
    this.answersText = asked.answersText;
    this.answers = this.answersText !== null ? Answers.fromText(this.keys(), this.answersText) : new Answers(this.keys());
    const place = parsePage(asked.page, this.pages().length);
    this.view = place.view;
    this.page = place.page;
    this.notice = asked.notice;
    this.render();
  }

  /** @param {number} index */
  selectQuiz(index) {
    if (index !== this.quizIndex) {
      this.quizIndex = index;
      const quiz = this.quiz();
      if (quiz.error === null) this.author.build(quiz);
    }
    const quiz = this.quiz();
    this.locale = quiz.error === null ? resolveLocale(quiz.bundle, this.localePref) : '';
    this.resetAttempt();
  }

  /** A fresh attempt: page 1, no marks, countdowns from the start. */
  resetAttempt() {
    const quiz = this.quiz();
    this.countdowns = new Countdowns(quiz.error === null ? quiz.bundle.presentation.timeLimit : null);
    this.problems.clear();
    this.blockMessage = '';
  }

  // --- derived ---------------------------------------------------------------------------

  quiz() {
    return this.quizzes[this.quizIndex];
  }

  keys() {
    const quiz = this.quiz();
    return quiz.error === null ? quiz.keys : [];
  }

  presented() {
    const quiz = this.quiz();
    if (quiz.error !== null) return [];
    if (this.orderCache?.quiz !== quiz || this.orderCache.seed !== this.seed) {
      this.orderCache = { quiz, seed: this.seed, presented: presentationOrder(quiz.bundle, this.seed) };
    }
    return this.orderCache.presented;
  }

  /** Per question, whether the answers so far show it, and the answered ones they hide. */
  shown() {
    const quiz = this.quiz();
    if (quiz.error !== null) return { shown: [], hiddenKeys: [] };
    return shownQuestions(quiz, this.answers.entries());
  }

  /** The presented questions that the answers so far show, in presentation order. */
  shownPresented() {
    const { shown } = this.shown();
    return this.presented().filter((presented) => shown[presented.question]);
  }

  pages() {
    const quiz = this.quiz();
    return paginate(this.shownPresented(), quiz.error === null ? quiz.bundle.presentation.pageSize : 0);
  }

  /** The answers text that is scored: the link's, or the answers object's. */
  scoredText() {
    return this.answersText ?? this.answers.toJSON();
  }

  // --- rendering ---------------------------------------------------------------------------

  /** Rebuilds the respondent view (page, quiz, locale or view changed), then refreshes. */
  render() {
    const quiz = this.quiz();
    if (quiz.error !== null) {
      replaceChildren(this.broken, h('h2', {}, `The quiz ${quiz.id} cannot be shown`), h('p', {}, quiz.error));
      replaceChildren(this.main, this.broken);
      this.refresh();
      return;
    }
    if (this.main.firstChild !== this.respondent.element) replaceChildren(this.main, this.respondent.element, this.author.element);
    const ctx = this.context();
    this.respondent.build(ctx);
    this.author.showOrder(quiz.bundle, this.presented(), ctx.pages.length);
    if (this.view === 'questions') {
      const now = this.env.now();
      this.countdowns.startPage((ctx.pages[this.page - 1] ?? []).map((presented) => presented.question), now);
    }
    // The answers were scored for `build`; only the clock moved since.
    this.refresh({ ...ctx, now: this.env.now() });
    this.updateTimer();
  }

  /**
   * What the respondent view shows (the quiz is one that loaded).
   * @returns {import('./respondent-view.js').RespondentContext}
   */
  context() {
    const quiz = /** @type {any} */ (this.quiz());
    const presented = this.shownPresented();
    const pages = paginate(presented, quiz.bundle.presentation.pageSize);
    // A follow-up hidden, or answers from a link: the page may be past the last one now.
    if (this.page > pages.length) this.page = pages.length;
    return {
      quiz, texts: localeTexts(quiz.bundle, this.locale), locale: this.locale,
      presented, pages, view: this.view, page: this.page,
      answers: this.answers, scored: quiz.scorer.scoreJSON(this.scoredText()),
      problems: this.problems, blockMessage: this.blockMessage,
      countdowns: this.countdowns, now: this.env.now(),
    };
  }

  /**
   * Shows the answers and results, rewrites the fragment, marks the page ready.
   * @param {import('./respondent-view.js').RespondentContext | null} [known] the context, when
   *   the caller has just made it (the answers are then not scored again)
   */
  refresh(known = null) {
    const quiz = this.quiz();
    const bundle = quiz.error === null ? quiz.bundle : null;
    this.header.sync({
      quizIndex: this.quizIndex, seed: this.seed, locale: this.locale,
      locales: bundle ? bundle.locales : [], notice: this.notice,
    });
    if (quiz.error === null) {
      const ctx = known ?? this.context();
      this.respondent.sync(ctx);
      this.author.sync({
        quiz, scored: ctx.scored, totals: liveTotals(quiz.plan, this.answers.entries()),
        answersText: this.scoredText(), fromLink: this.answersText !== null, answered: this.answers.size,
        shown: this.shown().shown,
      });
    }
    const fragment = fragmentOfState({
      quiz: quiz.id, seed: this.seed, locale: this.locale, view: this.view, page: this.page,
      answersText: this.answersText, answersJSON: this.answers.toJSON(), answerCount: this.answers.size,
    });
    const { location, history, document } = this.env;
    if (location.hash !== fragment) history.replaceState(null, '', fragment === '' ? location.pathname + location.search : fragment);
    document.documentElement.dataset.quizReady = location.hash;
  }

  /** Runs the countdown clock while a timed quiz's questions are shown. */
  updateTimer() {
    const wanted = this.countdowns.active && this.view === 'questions';
    if (wanted && this.timer === null) {
      this.timer = setInterval(() => this.tick(), 250);
    } else if (!wanted && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  tick() {
    const now = this.env.now();
    const locked = this.countdowns.expire(now);
    if (locked.length > 0) {
      for (const question of locked) this.problems.delete(question);
      this.refresh();
    } else {
      this.respondent.tick(this.countdowns, now);
    }
  }

  // --- actions from the views -----------------------------------------------------------------

  /**
   * @param {string} key
   * @param {unknown} value `null` removes the answer
   */
  setAnswer(key, value) {
    const before = this.shownPresented();
    this.edited();
    this.answers.set(key, value);
    this.unmark(key);
    this.followBranches(key, before);
  }

  /**
   * @param {string} key
   * @param {string} id
   * @param {boolean} on
   */
  toggleChoice(key, id, on) {
    const before = this.shownPresented();
    this.edited();
    this.answers.toggle(key, id, on);
    this.unmark(key);
    this.followBranches(key, before);
  }

  /**
   * After an answer changed: drops the answers of the questions it hides (and of their
   * follow-ups), then shows the page again when other questions are shown now, keeping the
   * focus on the question just answered; else only refreshes.
   * @param {string} key the wire key just answered
   * @param {import('../../../runtimes/js/src/order.js').PresentedQuestion[]} before the questions shown before
   */
  followBranches(key, before) {
    const { hiddenKeys } = this.shown();
    for (const hidden of hiddenKeys) {
      this.answers.set(hidden, null);
      this.unmark(hidden);
    }
    const after = this.shownPresented();
    if (after.length === before.length && after.every((presented, index) => presented === before[index])) {
      this.refresh();
      return;
    }
    this.render();
    const quiz = this.quiz();
    const index = quiz.error === null ? quiz.plan.keyIndex.get(key) : undefined;
    if (index !== undefined) this.respondent.focusQuestion(index);
  }

  /** From now on the answers object is scored, not the link's text. */
  edited() {
    this.answersText = null;
  }

  /** @param {string} key */
  unmark(key) {
    const quiz = this.quiz();
    if (quiz.error !== null) return;
    const index = quiz.plan.keyIndex.get(key);
    if (index === undefined || !this.problems.has(index)) return;
    this.problems.delete(index);
    if (this.problems.size === 0) this.blockMessage = '';
  }

  next() {
    const quiz = this.quiz();
    if (quiz.error !== null) return;
    const page = this.pages()[this.page - 1] ?? [];
    const problems = pageProblems(quiz.plan, page, this.answers, this.countdowns);
    this.problems.clear();
    if (problems.length > 0) {
      for (const problem of problems) this.problems.set(problem.question, problem.kind);
      const texts = localeTexts(quiz.bundle, this.locale);
      this.blockMessage = blockedMessage(problems, (question) => texts.questions[question].text, pageStrings(this.locale));
      this.refresh();
      this.respondent.focusQuestion(problems[0].question);
      return;
    }
    this.blockMessage = '';
    if (this.page < this.pages().length) this.page += 1;
    else this.view = 'result';
    this.render();
    this.respondent.focusTop();
  }

  back() {
    this.problems.clear();
    this.blockMessage = '';
    if (this.view === 'result') this.view = 'questions';
    else if (this.page > 1) this.page -= 1;
    this.render();
    this.respondent.focusTop();
  }

  startOver() {
    this.view = 'questions';
    this.page = 1;
    this.clearAnswers();
    this.respondent.focusTop();
  }

  clearAnswers() {
    this.answers = new Answers(this.keys());
    this.answersText = null;
    this.resetAttempt();
    this.render();
  }

  /** @param {number} index */
  setQuiz(index) {
    if (index === this.quizIndex || !this.quizzes[index]) return;
    this.selectQuiz(index);
    this.answers = new Answers(this.keys());
    this.answersText = null;
    this.view = 'questions';
    this.page = 1;
    this.notice = '';
    this.render();
  }

  /** @param {string} tag */
  setLocale(tag) {
    const quiz = this.quiz();
    if (quiz.error !== null) return;
    this.localePref = tag;
    this.locale = resolveLocale(quiz.bundle, tag);
    this.render();
  }

  /**
   * @param {string} text
   * @returns {boolean} whether it is a seed
   */
  setSeed(text) {
    const seed = parseSeedText(text);
    if (seed === null) return false;
    if (seed !== this.seed) this.changeSeed(seed);
    return true;
  }

  newSeed() {
    this.changeSeed(randomSeed(this.env.random));
  }

  /** @param {string} seed */
  changeSeed(seed) {
    this.seed = seed;
    this.notice = '';
    this.resetAttempt();
    this.view = 'questions';
    this.page = 1;
    this.render();
  }

  /** @param {string} code */
  fillWitness(code) {
    const quiz = this.quiz();
    if (quiz.error !== null) return;
    const witness = quiz.witnesses.get(code);
    if (witness) this.fill(witness, `the witness of ${code}`);
  }

  /**
   * @param {string} result
   * @param {string} band
   */
  fillBandWitness(result, band) {
    const quiz = this.quiz();
    if (quiz.error !== null) return;
    const witness = quiz.bandWitnesses.get(`${result}/${band}`);
    if (witness) this.fill(witness, `the witness of band ${band} of ${result}`);
  }

  /** @param {number} index */
  replayExample(index) {
    const quiz = this.quiz();
    if (quiz.error !== null) return;
    const example = quiz.bundle.examples[index];
    if (example) this.fill(exampleEntries(example), example.name !== null && example.name !== undefined ? `the example “${example.name}”` : `example ${index + 1}`);
  }

  /**
   * Scores an answers text exactly as typed (as a link's answers are).
   * @param {string} text
   */
  scoreText(text) {
    this.answersText = text;
    this.answers = Answers.fromText(this.keys(), text);
    this.resetAttempt();
    this.render();
  }

  /**
   * Fills answers in (a witness, an example). In a drawn quiz the seed moves, when it must,
   * to the first from the current one whose draw presents every answered question, so the
   * respondent view shows every answer the result counts; the notice says what happened.
   * @param {Array<[string, unknown]>} entries
   * @param {string} what what is filled in, for the notice
   */
  fill(entries, what) {
    const quiz = this.quiz();
    if (quiz.error !== null) return;
    const answered = entries.flatMap(([key]) => {
      const index = quiz.plan.keyIndex.get(key);
      return index === undefined ? [] : [index];
    });
    const search = seedPresenting(quiz.bundle, this.seed, answered);
    this.notice = seedSearchNotice(search, this.seed, what);
    if (search.kind === 'found') this.seed = search.seed;
    this.answers = Answers.fromEntries(this.keys(), entries);
    this.answersText = null;
    this.resetAttempt();
    this.render();
  }
}
