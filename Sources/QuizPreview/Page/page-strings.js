/**
 * The respondent view's own words (its chrome: progress, buttons, hints, messages, the
 * result screen's headings) in the locales quizc ships translations in, English the default.
 * This is the one table of them: the views take their words from `pageStrings(locale)`,
 * chosen by the quiz locale shown (RFC 4647 lookup: `de-AT` → `de`; English when there is
 * no table for it). The author view stays in English. DOM-free.
 * @module
 */

import { lookupTag } from '../../../runtimes/js/src/locales.js';

/**
 * @typedef {{
 *   lang: string, dir: 'ltr' | 'rtl',
 *   page(page: number, pages: number): string,
 *   answered(answered: number, total: number): string,
 *   answeredValue(answered: number, total: number): string,
 *   toGo(least: number, most: number): string,
 *   timeLeft(clock: string): string,
 *   noQuestions: string, back: string, next: string, seeResult: string, startOver: string,
 *   required: string, optional: string, clearAnswer: string,
 *   chooseExactly(count: number): string, chooseUpTo(count: number): string,
 *   chooseAtLeast(count: number): string, chooseBetween(min: number, max: number): string,
 *   chosen(count: number, most: boolean): string,
 *   slideBetween(min: string, max: string): string,
 *   missing: string, tooFew: string, invalid: string,
 *   notAnsweredYet: string, notAnswered: string, anchors: string,
 *   blocked(count: number, question: string, kind: 'missing' | 'too-few' | 'invalid'): string,
 *   yourResult: string, yourResults: string, recommendations: string, runnerUp: string,
 *   results: string, axes: string, bands: string, noBand: string,
 *   rejected: string, errorCode(code: string): string,
 *   history: string, noHistory: string, clearHistory: string,
 *   historyQuiz: string, historyResult: string, historyDate: string, historyDuration: string,
 * }} PageStrings
 */

/** @type {PageStrings} */
const ENGLISH = {
  lang: 'en', dir: 'ltr',
  page: (page, pages) => `Page ${page} of ${pages}`,
  answered: (answered, total) => `${answered} of ${total} answered`,
  answeredValue: (answered, total) => `${answered} of ${total} questions answered`,
  toGo: (least, most) => least === most ? `${most} to go` : `${least}–${most} to go`,
  timeLeft: (clock) => `${clock} left on this page`,
  noQuestions: 'This quiz presents no questions.',
  back: 'Back', next: 'Next', seeResult: 'See result', startOver: 'Start over',
  required: '(required)', optional: '(optional)', clearAnswer: 'Clear this answer',
  chooseExactly: (count) => `Choose ${count}`,
  chooseUpTo: (count) => `Choose up to ${count}`,
  chooseAtLeast: (count) => `Choose at least ${count}`,
  chooseBetween: (min, max) => `Choose ${min}–${max}`,
  chosen: (count, most) => `${count} chosen${most ? ' (the most)' : ''}`,
  slideBetween: (min, max) => `Slide between ${min} and ${max}.`,
  missing: 'This question needs an answer.',
  tooFew: 'Choose more options.',
  invalid: 'This answer is not accepted.',
  notAnsweredYet: 'Not answered yet: move the slider or press an arrow key.',
  notAnswered: 'not answered',
  anchors: 'Anchors',
  blocked: (count, question, kind) => {
    const words = { missing: 'has no answer', 'too-few': 'needs more choices', invalid: 'has an answer that is not accepted' };
    const subject = count === 1 ? 'One question on this page needs' : `${count} questions on this page need`;
    return `${subject} an answer first: “${question}” ${words[kind]}.`;
  },
  yourResult: 'Your result', yourResults: 'Your results', recommendations: 'Recommendations',
  runnerUp: 'Runner-up', results: 'Results', axes: 'Axes', bands: 'Bands', noBand: 'no band',
  rejected: 'No result: these answers are rejected',
  errorCode: (code) => `Error code: ${code}`,
  history: 'Finished sessions', noHistory: 'No session finished yet.', clearHistory: 'Clear the history',
  historyQuiz: 'Quiz', historyResult: 'Result', historyDate: 'Finished', historyDuration: 'Time',
};

/** @type {PageStrings} */
const GERMAN = {
  lang: 'de', dir: 'ltr',
  page: (page, pages) => `Seite ${page} von ${pages}`,
  answered: (answered, total) => `${answered} von ${total} beantwortet`,
  answeredValue: (answered, total) => `${answered} von ${total} Fragen beantwortet`,
  toGo: (least, most) => least === most ? `noch ${most}` : `noch ${least}–${most}`,
  timeLeft: (clock) => `Noch ${clock} für diese Seite`,
  noQuestions: 'Dieses Quiz stellt keine Fragen.',
  back: 'Zurück', next: 'Weiter', seeResult: 'Zum Ergebnis', startOver: 'Neu beginnen',
  required: '(Pflicht)', optional: '(freiwillig)', clearAnswer: 'Antwort löschen',
  chooseExactly: (count) => `Wähle ${count}`,
  chooseUpTo: (count) => `Wähle bis zu ${count}`,
  chooseAtLeast: (count) => `Wähle mindestens ${count}`,
  chooseBetween: (min, max) => `Wähle ${min}–${max}`,
  chosen: (count, most) => `${count} gewählt${most ? ' (das Maximum)' : ''}`,
  slideBetween: (min, max) => `Schiebe den Regler zwischen ${min} und ${max}.`,
  missing: 'Diese Frage braucht eine Antwort.',
  tooFew: 'Wähle mehr Optionen.',
  invalid: 'Diese Antwort wird nicht angenommen.',
  notAnsweredYet: 'Noch nicht beantwortet: Bewege den Regler oder drücke eine Pfeiltaste.',
  notAnswered: 'nicht beantwortet',
  anchors: 'Ankerpunkte',
  blocked: (count, question, kind) => {
    const words = { missing: 'hat keine Antwort', 'too-few': 'braucht mehr Auswahlen', invalid: 'hat eine Antwort, die nicht angenommen wird' };
    const subject = count === 1 ? 'Eine Frage auf dieser Seite braucht' : `${count} Fragen auf dieser Seite brauchen`;
    return `${subject} zuerst eine Antwort: „${question}“ ${words[kind]}.`;
  },
  yourResult: 'Dein Ergebnis', yourResults: 'Deine Ergebnisse', recommendations: 'Empfehlungen',
  runnerUp: 'Knapp dahinter', results: 'Ergebnisse', axes: 'Achsen', bands: 'Stufen', noBand: 'keine Stufe',
  rejected: 'Kein Ergebnis: Diese Antworten werden nicht angenommen',
  errorCode: (code) => `Fehlercode: ${code}`,
  history: 'Abgeschlossene Durchgänge', noHistory: 'Noch kein Durchgang abgeschlossen.', clearHistory: 'Verlauf löschen',
  historyQuiz: 'Fragebogen', historyResult: 'Ergebnis', historyDate: 'Beendet', historyDuration: 'Dauer',
};

/** @type {PageStrings} */
const SPANISH = {
  lang: 'es', dir: 'ltr',
  page: (page, pages) => `Página ${page} de ${pages}`,
  answered: (answered, total) => `${answered} de ${total} respondidas`,
  answeredValue: (answered, total) => `${answered} de ${total} preguntas respondidas`,
  toGo: (least, most) => least === most ? `faltan ${most}` : `faltan ${least}–${most}`,
  timeLeft: (clock) => `Quedan ${clock} en esta página`,
  noQuestions: 'Este cuestionario no presenta preguntas.',
  back: 'Atrás', next: 'Siguiente', seeResult: 'Ver resultado', startOver: 'Empezar de nuevo',
  required: '(obligatoria)', optional: '(opcional)', clearAnswer: 'Borrar esta respuesta',
  chooseExactly: (count) => `Elige ${count}`,
  chooseUpTo: (count) => `Elige hasta ${count}`,
  chooseAtLeast: (count) => `Elige al menos ${count}`,
  chooseBetween: (min, max) => `Elige ${min}–${max}`,
  chosen: (count, most) => `${count} elegidas${most ? ' (el máximo)' : ''}`,
  slideBetween: (min, max) => `Desliza entre ${min} y ${max}.`,
  missing: 'Esta pregunta necesita una respuesta.',
  tooFew: 'Elige más opciones.',
  invalid: 'Esta respuesta no se acepta.',
  notAnsweredYet: 'Aún sin respuesta: mueve el control deslizante o pulsa una tecla de flecha.',
  notAnswered: 'sin respuesta',
  anchors: 'Puntos de referencia',
  blocked: (count, question, kind) => {
    const words = { missing: 'no tiene respuesta', 'too-few': 'necesita más opciones', invalid: 'tiene una respuesta que no se acepta' };
    const subject = count === 1 ? 'Una pregunta de esta página necesita' : `${count} preguntas de esta página necesitan`;
    return `${subject} una respuesta primero: «${question}» ${words[kind]}.`;
  },
  yourResult: 'Tu resultado', yourResults: 'Tus resultados', recommendations: 'Recomendaciones',
  runnerUp: 'En segundo lugar', results: 'Resultados', axes: 'Ejes', bands: 'Niveles', noBand: 'sin nivel',
  rejected: 'Sin resultado: estas respuestas no se aceptan',
  errorCode: (code) => `Código de error: ${code}`,
  history: 'Sesiones terminadas', noHistory: 'Aún no hay sesiones terminadas.', clearHistory: 'Borrar el historial',
  historyQuiz: 'Cuestionario', historyResult: 'Resultado', historyDate: 'Terminada', historyDuration: 'Tiempo',
};

/**
 * How Arabic counts questions: 1, 2, 3–10 (plural) and 11 or more (singular accusative).
 * @param {number} count
 */
function arabicQuestions(count) {
  if (count === 1) return 'سؤال واحد في هذه الصفحة يحتاج';
  if (count === 2) return 'سؤالان في هذه الصفحة يحتاجان';
  if (count <= 10) return `${count} أسئلة في هذه الصفحة تحتاج`;
  return `${count} سؤالًا في هذه الصفحة يحتاج`;
}

/** @type {PageStrings} */
const ARABIC = {
  lang: 'ar', dir: 'rtl',
  page: (page, pages) => `الصفحة ${page} من ${pages}`,
  answered: (answered, total) => `أُجيب عن ${answered} من ${total}`,
  answeredValue: (answered, total) => `أُجيب عن ${answered} من ${total} من الأسئلة`,
  toGo: (least, most) => least === most ? `بقي ${most}` : `بقي ${least}–${most}`,
  timeLeft: (clock) => `بقي ${clock} لهذه الصفحة`,
  noQuestions: 'لا يعرض هذا الاختبار أي أسئلة.',
  back: 'السابق', next: 'التالي', seeResult: 'عرض النتيجة', startOver: 'البدء من جديد',
  required: '(إلزامي)', optional: '(اختياري)', clearAnswer: 'مسح هذه الإجابة',
  chooseExactly: (count) => `اختر ${count}`,
  chooseUpTo: (count) => `اختر حتى ${count}`,
  chooseAtLeast: (count) => `اختر ${count} على الأقل`,
  chooseBetween: (min, max) => `اختر من ${min} إلى ${max}`,
  chosen: (count, most) => `اخترت ${count}${most ? ' (الحد الأقصى)' : ''}`,
  slideBetween: (min, max) => `حرّك المؤشر بين ${min} و${max}.`,
  missing: 'هذا السؤال يحتاج إلى إجابة.',
  tooFew: 'اختر خيارات أكثر.',
  invalid: 'هذه الإجابة غير مقبولة.',
  notAnsweredYet: 'لم تتم الإجابة بعد: حرّك المؤشر أو اضغط على أحد مفاتيح الأسهم.',
  notAnswered: 'بلا إجابة',
  anchors: 'نقاط الإرساء',
  blocked: (count, question, kind) => {
    const words = { missing: 'بلا إجابة', 'too-few': 'يحتاج إلى خيارات أكثر', invalid: 'إجابته غير مقبولة' };
    return `${arabicQuestions(count)} إلى إجابة أولًا: «${question}» ${words[kind]}.`;
  },
  yourResult: 'نتيجتك', yourResults: 'نتائجك', recommendations: 'توصيات',
  runnerUp: 'في المرتبة الثانية', results: 'النتائج', axes: 'المحاور', bands: 'المستويات', noBand: 'بلا مستوى',
  rejected: 'لا نتيجة: هذه الإجابات مرفوضة',
  errorCode: (code) => `رمز الخطأ: ${code}`,
  history: 'الجلسات المنتهية', noHistory: 'لم تنتهِ أي جلسة بعد.', clearHistory: 'مسح السجل',
  historyQuiz: 'الاختبار', historyResult: 'النتيجة', historyDate: 'انتهت', historyDuration: 'المدة',
};

/** The tables by locale tag; English first, the default. */
const TABLES = new Map([['en', ENGLISH], ['de', GERMAN], ['es', SPANISH], ['ar', ARABIC]]);

/** The locales the page's own words are written in. */
export const PAGE_LOCALES = Object.freeze([...TABLES.keys()]);

/**
 * The page's words for the quiz locale shown: its own table, that of its language
 * (`de-AT` → `de`), else English.
 * @param {string | null | undefined} locale
 * @returns {PageStrings}
 */
export function pageStrings(locale) {
  const tag = locale ? lookupTag([locale], PAGE_LOCALES, 'en') : 'en';
  return /** @type {PageStrings} */ (TABLES.get(tag));
}
