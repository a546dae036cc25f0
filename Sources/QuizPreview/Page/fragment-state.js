/**
 * Between the URL fragment and the preview's state: what a fragment asks for (a quiz, a
 * seed, a language, answers, a page), with a notice for what cannot be honoured, and the
 * fragment that reproduces a state. DOM-free.
 * @module
 */

import { parseFragment, writeFragment } from './fragment.js';
import { parseSeedText } from './seed.js';

/**
 * What a fragment asks for, given the quizzes there are and what is shown now. A value the
 * fragment leaves out keeps the quiz, seed and language shown; no answers means none.
 * @param {string} hash
 * @param {string[]} quizIDs
 * @param {{quizIndex: number, seed: string, localePref: string | null}} current
 * @returns {{quizIndex: number, seed: string, localePref: string | null, answersText: string | null, page: string | undefined, notice: string}}
 */
export function stateFromFragment(hash, quizIDs, current) {
  const params = parseFragment(hash);
  const notices = [];
  let quizIndex = current.quizIndex >= 0 ? current.quizIndex : 0;
  if (params.quiz !== undefined) {
    const found = quizIDs.indexOf(params.quiz);
    if (found >= 0) quizIndex = found;
    else notices.push(`The link names the quiz "${params.quiz}", which is not in this preview.`);
  }
  let seed = current.seed;
  if (params.seed !== undefined) {
    const parsed = parseSeedText(params.seed);
    if (parsed !== null) seed = parsed;
    else notices.push(`The link's seed "${params.seed}" is not a whole number from 0 to 18446744073709551615; the seed shown is kept.`);
  }
  return {
    quizIndex, seed,
    localePref: params.locale !== undefined && params.locale !== '' ? params.locale : current.localePref,
    answersText: params.answers ?? null,
    page: params.page,
    notice: notices.join(' '),
  };
}

/**
 * The fragment of a state: quiz, seed, shown locale, page (`result` on the result), and the
 * answers text when there are answers (or the link's text, kept as it came).
 * @param {{quiz: string, seed: string, locale: string, view: 'questions' | 'result', page: number,
 *   answersText: string | null, answersJSON: string, answerCount: number}} state
 */
export function fragmentOfState(state) {
  return writeFragment({
    quiz: state.quiz,
    seed: state.seed,
    locale: state.locale || null,
    page: state.view === 'result' ? 'result' : String(state.page),
    answers: state.answersText ?? (state.answerCount > 0 ? state.answersJSON : null),
  });
}
