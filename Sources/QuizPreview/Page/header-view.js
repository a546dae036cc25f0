/**
 * The header: the PREVIEW banner and the controls (quiz, language, seed).
 * @module
 */

import { h, replaceChildren, setAttr, setText } from './dom.js';

export class HeaderView {
  /**
   * @param {import('./preview-data.js').PreviewQuiz[]} quizzes
   * @param {string} quizcBuild
   * @param {{setQuiz(index: number): void, setLocale(tag: string): void, setSeed(text: string): boolean, newSeed(): void}} actions
   */
  constructor(quizzes, quizcBuild, actions) {
    this.actions = actions;
    this.quizSelect = /** @type {HTMLSelectElement} */ (h('select', { id: 'quiz-select', onchange: () => actions.setQuiz(Number(this.quizSelect.value)) },
      quizzes.map((quiz, index) => h('option', { value: String(index) }, quizLabel(quiz)))));
    this.localeSelect = /** @type {HTMLSelectElement} */ (h('select', { id: 'locale-select', onchange: () => actions.setLocale(this.localeSelect.value) }));
    this.localeField = h('div', { class: 'field' }, h('label', { for: 'locale-select' }, 'Language'), this.localeSelect);
    this.seedError = h('p', { class: 'field-error', id: 'seed-error', 'aria-live': 'polite' });
    this.seedInput = /** @type {HTMLInputElement} */ (h('input', {
      id: 'seed-input', type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false',
      'data-quiz-seed': '', 'aria-describedby': 'seed-help seed-error',
      onchange: () => this.commitSeed(),
      onkeydown: (/** @type {KeyboardEvent} */ event) => { if (event.key === 'Enter') this.commitSeed(); },
    }));
    this.notice = h('p', { class: 'notice', role: 'status' });
    this.element = h('header', { class: 'top' },
      h('p', { class: 'banner' }, h('strong', {}, 'PREVIEW'),
        ` · not an app: how quizc ${quizcBuild} bundles present and score, with the JavaScript runtime the web clients use`),
      h('div', { class: 'controls' },
        h('div', { class: 'field' }, h('label', { for: 'quiz-select' }, 'Quiz'), this.quizSelect),
        this.localeField,
        h('div', { class: 'field field-seed' },
          h('label', { for: 'seed-input' }, 'Seed'),
          h('div', { class: 'seed-row' }, this.seedInput,
            h('button', { type: 'button', class: 'button button-small', onclick: () => actions.newSeed() }, 'New seed')),
          h('p', { class: 'field-help', id: 'seed-help' }, 'The presentation order (draws, question and option shuffles) comes from this 64-bit seed. Press Enter to apply.'),
          this.seedError)),
      this.notice);
  }

  commitSeed() {
    const ok = this.actions.setSeed(this.seedInput.value);
    setAttr(this.seedInput, 'aria-invalid', ok ? null : 'true');
    setText(this.seedError, ok ? '' : 'A seed is a whole number from 0 to 18446744073709551615.');
  }

  /**
   * @param {{quizIndex: number, seed: string, locale: string, locales: string[], notice: string}} state
   */
  sync(state) {
    if (this.quizSelect.value !== String(state.quizIndex)) this.quizSelect.value = String(state.quizIndex);
    const tags = [...this.localeSelect.options].map((option) => option.value);
    if (tags.join('\n') !== state.locales.join('\n')) {
      replaceChildren(this.localeSelect, state.locales.map((tag) => h('option', { value: tag }, localeName(tag))));
    }
    if (this.localeSelect.value !== state.locale) this.localeSelect.value = state.locale;
    this.localeField.hidden = state.locales.length <= 1;
    setAttr(this.seedInput, 'data-quiz-seed', state.seed);
    if (document.activeElement !== this.seedInput || this.seedInput.getAttribute('aria-invalid') !== 'true') {
      if (this.seedInput.value !== state.seed) this.seedInput.value = state.seed;
      setAttr(this.seedInput, 'aria-invalid', null);
      setText(this.seedError, '');
    }
    setText(this.notice, state.notice);
  }
}

/**
 * "Title (id) · 24 questions".
 * @param {import('./preview-data.js').PreviewQuiz} quiz
 */
export function quizLabel(quiz) {
  if (quiz.error !== null) return `${quiz.id} (cannot be loaded)`;
  const count = quiz.bundle.questions.length;
  return `${quiz.bundle.title} (${quiz.id}) · ${count} question${count === 1 ? '' : 's'}`;
}

/**
 * "ar · Arabic" (the tag alone when the browser has no name for it).
 * @param {string} tag
 */
export function localeName(tag) {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
    return name && name !== tag ? `${tag} · ${name}` : tag;
  } catch {
    return tag;
  }
}
