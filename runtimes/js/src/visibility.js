/**
 * Which questions to show for the answers so far: the visibility API's result and its exact
 * compact JSON line (what `quizc visible` prints).
 * @module
 */

import { quoteString } from './json-writer.js';

/** The questions shown for some answers, and the answered ones to drop before scoring. */
export class Visibility {
  /**
   * @param {string} quiz
   * @param {string} version
   * @param {string[]} visible
   * @param {string[]} discard
   */
  constructor(quiz, version, visible, discard) {
    /** The bundle's quiz id. */
    this.quiz = quiz;
    /** The bundle's version. */
    this.version = version;
    /** The ids of the questions shown, in source order (every question of a bundle without conditions). */
    this.visible = visible;
    /** The ids of the questions that have an answer but are not shown, in source order: drop their answers before scoring. */
    this.discard = discard;
  }

  /** `{"quiz","version","visible":[…],"discard":[…]}`, as `quizc visible` prints it (no line end). */
  toJSONLine() {
    const list = (/** @type {string[]} */ ids) => '[' + ids.map(quoteString).join(',') + ']';
    return `{"quiz":${quoteString(this.quiz)},"version":${quoteString(this.version)},"visible":${list(this.visible)},"discard":${list(this.discard)}}`;
  }
}
