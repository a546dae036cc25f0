/**
 * The preview's state and what changes it: the quiz, seed and locale, the respondent's
 * session (the JavaScript runtime's: paging, branching, progress, the time limit), the
 * answers text of a link (scored as written in the author view until the respondent
 * changes an answer); each change renders the views, rewrites the URL fragment and sets
 * `<html data-quiz-ready>` to it. After each respondent action the session's token is saved
 * in the browser's storage, and a page loaded again continues the saved session when its
 * fragment is the one the page wrote; a finished session goes into the history.
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
import { blockedMessage } from './paging.js';
import { RespondentSession, wantedPage } from './respondent-session.js';
import { RespondentView } from './respondent-view.js';
import { seedPresenting, seedSearchNotice } from './presenting-seed.js';
import { parseSeedText, randomSeed } from './seed.js';
import { SessionStore, historyRows } from './session-store.js';
import { resumeNotice } from './resume-notice.js';

/**
 * What the page is given: where the fragment, history and document are, randomness for
 * seeds, the clock (milliseconds since the epoch) and the storage for tokens and history.
 * @typedef {{location: Location, history: History, document: Document, random: (array: Uint32Array) => Uint32Array,
 *   clock: () => number, storage: import('./session-store.js').KeyValueStorage | null}} PreviewEnvironment
 */

export class PreviewApp {
  /**
   * @param {HTMLElement} root
   * @param {{quizc: string, seed: string | null, locale: string | null, quizzes: import('./preview-data.js').PreviewQuiz[]}} data
   * @param {PreviewEnvironment} env
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
    /** @type {RespondentSession | null} the respondent's session (`null` for a quiz that did not load) */
    this.run = null;
    /** @type {import('./respondent-view.js').RespondentContext['begun']} how the session began */
    this.begun = 'started';
    /** @type {string | null} the link's answers text, scored as written until an answer changes */
    this.answersText = null;
    /** @type {Map<number, string>} questions marked by a blocked Next */
    this.problems = new Map();
    this.blockMessage = '';
    this.notice = '';
    /** @type {ReturnType<typeof setInterval> | null} */
    this.timer = null;
    /** @type {RespondentSession | null} the session last saved */
    this.saved = null;
    this.store = new SessionStore(env.storage);
    this.header = new HeaderView(this.quizzes, data.quizc, this);
    this.respondent = new RespondentView(this);
    this.author = new AuthorView(this);
    this.broken = h('section', { class: 'respondent broken', role: 'alert' });
    this.main = h('main', { class: 'columns' });
    replaceChildren(root, this.header.element, this.main);
  }

  /** Shows the state of the current fragment (or the saved session) and follows later changes of it. */
  start() {
    if (this.quizzes.length === 0) {
      replaceChildren(this.main, h('p', { class: 'fatal', role: 'alert' }, 'This preview holds no quiz.'));
      this.env.document.documentElement.dataset.quizReady = this.env.location.hash;
      return;
    }
    const view = this.env.document.defaultView;
    view?.addEventListener('hashchange', () => this.applyFragment(this.env.location.hash, false));
    // The clock of a timed page ran until now: a saved session's token keeps it.
    view?.addEventListener('pagehide', () => {
      if (this.saved === this.run) this.save();
    });
    this.applyFragment(this.env.location.hash, true);
  }

  // --- state from the fragment and the storage -------------------------------------------------

  /**
   * Opens a fragment: its quiz, seed, locale, answers and page (a value left out keeps the
   * quiz, seed and language shown; no answers means none). On loading, the quiz's saved
   * session continues instead when the fragment asks for what it holds.
   * @param {string} hash
   * @param {boolean} loading
   */
  applyFragment(hash, loading) {
    const asked = stateFromFragment(hash, this.quizzes.map((quiz) => quiz.id),
      { quizIndex: this.quizIndex, seed: this.seed, localePref: this.localePref });
    this.seed = asked.seed;
    this.localePref = asked.localePref;
    this.selectQuiz(asked.quizIndex);
    this.answersText = asked.answersText;
    this.notice = asked.notice;
    if (!(loading && this.resumeSaved(asked))) this.beginRun(asked.page);
    this.render();
  }

  /**
   * Continues the quiz's saved session when there is one and the fragment asks for it (its
   * seed, and the answers and page the page last wrote; any, when the quiz is picked in the
   * header); on a rebuilt quiz, says how resuming went (migrated, or refused and begun afresh).
   * @param {{seed: string, answersText: string | null, page: string | undefined} | null} asked
   *   what the fragment asks for; `null` when the quiz is picked
   * @returns {boolean} whether it did (or said why not)
   */
  resumeSaved(asked) {
    const quiz = this.quiz();
    if (quiz.error !== null) return false;
    const hash = quiz.bundle.hash ?? '';
    const saved = this.store.savedToken(quiz.id, hash);
    if (saved === null) return false;
    const resumed = RespondentSession.resume(quiz.scorer, saved.token, this.env.clock);
    if (!resumed.ok) {
      // Begun afresh: the fragment's answers were the refused session's.
      this.store.dropTokens(quiz.id);
      this.answersText = null;
      this.beginRun(undefined);
      this.begun = 'refused';
      this.notice = resumeNotice(quiz.id, saved.hash !== hash, resumed);
      return true;
    }
    const run = resumed.run;
    const changed = saved.hash !== hash;
    const written = run.session.answers.size > 0 ? run.answersJSON() : null;
    if (asked !== null) {
      const page = asked.page === undefined ? 1 : wantedPage(asked.page);
      if (run.session.seed.toString() !== asked.seed) return false;
      if (!changed && (asked.answersText !== written || page !== run.pageNumber())) return false;
    }
    this.run = run;
    this.seed = run.session.seed.toString();
    this.answersText = null;
    this.begun = changed ? 'migrated' : 'resumed';
    this.notice = resumeNotice(quiz.id, changed, resumed);
    this.clearMarks();
    this.view = 'questions';
    this.save();
    return true;
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
  }

  /**
   * A new session for the quiz, seed and locale shown, given the link's answers (if any)
   * up to `page`.
   * @param {string | undefined} page a fragment's page value
   * @param {Array<[string, unknown]> | null} [entries] the answers to give; the link's when left out
   */
  beginRun(page, entries = null) {
    const quiz = this.quiz();
    this.clearMarks();
    if (quiz.error !== null) {
      this.run = null;
      return;
    }
    const given = entries ?? (this.answersText === null ? [] : Answers.fromText(quiz.keys, this.answersText).entries());
    const options = { seed: this.seed, locale: this.locale, clock: this.env.clock };
    this.run = given.length === 0 && page === undefined
      ? RespondentSession.begin(quiz.scorer, options)
      : RespondentSession.replay(quiz.scorer, options, given, wantedPage(page));
    this.begun = given.length > 0 ? 'link' : 'started';
    this.view = this.run.session.ended ? 'result' : 'questions';
  }

  /** No question marked, no message. */
  clearMarks() {
    this.problems.clear();
    this.blockMessage = '';
  }

  /**
   * Saves the session's token under the quiz and its bundle; a session that ended leaves none.
   */
  save() {
    const quiz = this.quiz();
    if (quiz === undefined || quiz.error !== null || this.run === null) return;
    const saved = this.run.session.save();
    this.saved = this.run;
    if (saved.ok) this.store.saveToken(quiz.id, quiz.bundle.hash ?? '', saved.token);
    else this.store.dropTokens(quiz.id);
  }

  // --- derived ---------------------------------------------------------------------------

  quiz() {
    return this.quizzes[this.quizIndex];
  }

  keys() {
    const quiz = this.quiz();
    return quiz.error === null ? quiz.keys : [];
  }

  /** The answers shown: the session's and those being typed. */
  answers() {
    return this.run === null ? new Answers(this.keys()) : this.run.answers();
  }

  /**
   * Per question, whether the answers so far show it (the author view's marks).
   * @param {Answers} answers
   */
  shown(answers) {
    const quiz = this.quiz();
    if (quiz.error !== null) return [];
    return shownQuestions(quiz, answers.entries()).shown;
  }

  /**
   * The answers text that is scored: the link's, or the answers shown.
   * @param {Answers} answers
   */
  scoredText(answers) {
    return this.answersText ?? answers.toJSON();
  }

  // --- rendering ---------------------------------------------------------------------------

  /** Rebuilds the respondent view (page, quiz, locale or view changed), then refreshes. */
  render() {
    const quiz = this.quiz();
    if (quiz.error !== null || this.run === null) {
      replaceChildren(this.broken, h('h2', {}, `The quiz ${quiz.id} cannot be shown`), h('p', {}, quiz.error ?? ''));
      replaceChildren(this.main, this.broken);
      this.refresh();
      return;
    }
    if (this.main.firstChild !== this.respondent.element) replaceChildren(this.main, this.respondent.element, this.author.element);
    const ctx = this.context();
    this.respondent.build(ctx);
    this.author.showOrder(quiz.bundle, this.run.session.pages.flat(), this.run.session.pages.length);
    this.refresh(ctx);
    this.updateTimer();
  }

  /**
   * What the respondent view shows (the quiz is one that loaded).
   * @returns {import('./respondent-view.js').RespondentContext}
   */
  context() {
    const quiz = /** @type {any} */ (this.quiz());
    const run = /** @type {RespondentSession} */ (this.run);
    const answers = run.answers();
    return {
      quiz, texts: localeTexts(quiz.bundle, this.locale), locale: this.locale, run, view: this.view,
      answers, scored: quiz.scorer.scoreJSON(this.scoredText(answers)),
      problems: this.problems, blockMessage: this.blockMessage,
      history: historyRows(this.store.history()), begun: this.begun,
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
    const answers = this.answers();
    if (quiz.error === null && this.run !== null) {
      const ctx = known ?? this.context();
      this.respondent.sync(ctx);
      // The author view counts what is scored: a link's answers as written.
      const scored = this.answersText === null ? answers : Answers.fromText(quiz.keys, this.answersText);
      this.author.sync({
        quiz, scored: ctx.scored, totals: liveTotals(quiz.plan, scored.entries()),
        answersText: this.scoredText(answers), fromLink: this.answersText !== null, answered: scored.size,
        shown: this.shown(scored),
      });
    }
    const fragment = fragmentOfState({
      quiz: quiz.id, seed: this.seed, locale: this.locale, view: this.view, page: this.run?.pageNumber() ?? 1,
      answersText: this.answersText, answersJSON: answers.toJSON(), answerCount: answers.size,
    });
    const { location, history, document } = this.env;
    if (location.hash !== fragment) history.replaceState(null, '', fragment === '' ? location.pathname + location.search : fragment);
    document.documentElement.dataset.quizReady = location.hash;
  }

  /** Runs the clock while a timed page is shown: its time moves the session on. */
  updateTimer() {
    const wanted = this.view === 'questions' && this.run !== null && this.run.secondsLeft() !== null;
    if (wanted && this.timer === null) {
      this.timer = setInterval(() => this.tick(), 250);
    } else if (!wanted && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  tick() {
    const run = this.run;
    if (run === null) return;
    if (run.tick()) this.moved();
    else this.respondent.tick(run.secondsLeft());
  }

  // --- actions from the views -----------------------------------------------------------------

  /**
   * @param {string} key
   * @param {unknown} value `null` removes the answer
   */
  setAnswer(key, value) {
    this.act(key, (run) => run.answer(key, value));
  }

  /**
   * @param {string} key
   * @param {string} id
   * @param {boolean} on
   */
  toggleChoice(key, id, on) {
    this.act(key, (run) => run.toggle(key, id, on));
  }

  /**
   * An answer changed: the session takes it (dropping the answers it hides) and is saved;
   * the page is shown again when other questions (or pages) are shown now (the focus stays
   * on the question just answered), else only refreshed.
   * @param {string} key the wire key answered
   * @param {(run: RespondentSession) => unknown} step
   */
  act(key, step) {
    const run = this.run;
    if (run === null) return;
    const layout = () => `${run.pageKeys().join('\n')}\n${run.pageCount()}`;
    const before = layout();
    const page = run.session.page;
    this.answersText = null;
    step(run);
    this.unmark(key);
    if (run.session.page !== page || run.session.ended) {
      this.moved();
      return;
    }
    this.save();
    if (layout() === before) {
      this.refresh();
      return;
    }
    this.render();
    const quiz = this.quiz();
    const index = quiz.error === null ? quiz.plan.keyIndex.get(key) : undefined;
    if (index !== undefined) this.respondent.focusQuestion(index);
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

  /** Next, or See result on the last page; a refusal marks the questions and says why. */
  next() {
    const quiz = this.quiz();
    if (quiz.error !== null || this.run === null) return;
    const step = this.run.advance();
    this.clearMarks();
    if (step.ok) {
      this.moved();
      return;
    }
    for (const problem of step.problems) this.problems.set(problem.question, problem.kind);
    const texts = localeTexts(quiz.bundle, this.locale);
    this.blockMessage = step.problems.length > 0
      ? blockedMessage(step.problems, (question) => texts.questions[question].text, pageStrings(this.locale))
      : step.error?.message ?? '';
    this.save();
    this.refresh();
    if (step.problems.length > 0) this.respondent.focusQuestion(step.problems[0].question);
  }

  /** Back to the page before (the session refuses it in a timed quiz: the message says so). */
  back() {
    if (this.run === null) return;
    const step = this.run.back();
    this.clearMarks();
    if (step.ok) {
      this.moved();
      return;
    }
    this.blockMessage = step.error.message;
    this.refresh();
  }

  /**
   * The session moved to another page or ended (by Next, Back, or its time running out):
   * a finished session goes into the history and shows its result; the token is saved (or
   * dropped once ended) and the page shown.
   */
  moved() {
    const run = this.run;
    if (run === null) return;
    if (run.session.ended && this.view !== 'result') {
      this.view = 'result';
      const record = run.session.history();
      if (record !== null) this.store.appendHistory(record);
    }
    this.save();
    this.render();
    this.respondent.focusTop();
  }

  /** A new session of the quiz from its first page (the saved one is dropped). */
  startOver() {
    const quiz = this.quiz();
    if (quiz.error === null) this.store.dropTokens(quiz.id);
    this.answersText = null;
    this.beginRun(undefined);
    this.render();
    this.respondent.focusTop();
  }

  /** Forgets the finished sessions. */
  clearHistory() {
    this.store.clearHistory();
    this.render();
  }

  /** The author's Clear answers: a new session without answers. */
  clearAnswers() {
    this.startOver();
  }

  /** @param {number} index */
  setQuiz(index) {
    if (index === this.quizIndex || !this.quizzes[index]) return;
    this.selectQuiz(index);
    this.answersText = null;
    this.notice = '';
    if (!this.resumeSaved(null)) this.beginRun(undefined);
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

  /**
   * Another presentation order: a new session given the answers so far.
   * @param {string} seed
   */
  changeSeed(seed) {
    this.seed = seed;
    this.notice = '';
    this.beginRun(undefined, this.answers().entries());
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
    this.beginRun(String(this.run?.pageNumber() ?? 1));
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
    // Scored as given (the author view), and given to a new session page by page.
    this.answersText = Answers.fromEntries(this.keys(), entries).toJSON();
    this.beginRun(String(this.run?.pageNumber() ?? 1));
    this.render();
  }
}
