/**
 * How a drawn quiz's answers are validated: per draw pool, at most `count` answered, and
 * at least as many as some draw of `count` questions leaving only optional ones unanswered
 * (the Swift runtime's `DrawRule`; docs/randomization.md, "Scoring a drawn quiz").
 * @module
 */

/** The draw pools of a bundle and each question's pool. */
export class DrawRule {
  /** @param {import('./bundle.js').Bundle} bundle */
  constructor(bundle) {
    const draws = bundle.presentation.draw;
    const questions = bundle.questions;
    /** @type {number[]} per question: the index of its pool, −1 outside every pool */
    const poolOf = new Array(questions.length).fill(-1);
    /** @type {number[][]} */
    const members = draws.map(() => []);
    /** @type {Map<string, number>} */
    const drawOfPool = new Map();
    let everyQuestion = -1;
    draws.forEach((draw, index) => {
      if (draw.pool !== null) {
        if (!drawOfPool.has(draw.pool)) drawOfPool.set(draw.pool, index);
      } else if (everyQuestion < 0) {
        everyQuestion = index;
      }
    });
    questions.forEach((question, index) => {
      const named = question.pool !== null && drawOfPool.has(question.pool) ? /** @type {number} */ (drawOfPool.get(question.pool)) : -1;
      const candidates = [named, everyQuestion].filter((draw) => draw >= 0);
      if (candidates.length === 0) return;
      const draw = Math.min(...candidates);
      poolOf[index] = draw;
      members[draw].push(index);
    });
    /** @type {Array<{name: string | null, count: number, members: number[]}>} */
    this.pools = draws.map((draw, index) => ({
      name: draw.pool,
      count: Math.max(0, Math.min(draw.count, members[index].length)),
      members: members[index],
    }));
    this.poolOf = poolOf;
    /** Per question: whether it answers its own `required` (it is outside every pool). */
    this.ownRequired = poolOf.map((pool) => pool === -1);
    /** Whether answering every question can be accepted: every pool presents all its questions. */
    this.acceptsEveryQuestion = this.pools.every((pool) => pool.count === pool.members.length);
  }

  get isEmpty() {
    return this.pools.length === 0;
  }

  /**
   * Whether the answered questions satisfy every pool.
   * @param {ArrayLike<boolean | number>} required per question
   * @param {(question: number) => boolean} answered
   */
  accepts(required, answered) {
    return this.firstUnsatisfied(required, answered) === null;
  }

  /**
   * The first pool, in declared order, the answered questions do not satisfy, with its
   * answered and unanswered optional counts, else `null`: the one statement of the pool
   * rule, read by `accepts` (the fast path) and `error`.
   * @param {ArrayLike<boolean | number>} required per question
   * @param {(question: number) => boolean} answered
   * @returns {{pool: {name: string | null, count: number, members: number[]}, count: number, optionalLeft: number} | null}
   */
  firstUnsatisfied(required, answered) {
    for (const pool of this.pools) {
      let count = 0, optionalLeft = 0;
      for (const member of pool.members) {
        if (answered(member)) count++;
        else if (!required[member]) optionalLeft++;
      }
      if (count > pool.count || count + optionalLeft < pool.count) return { pool, count, optionalLeft };
    }
    return null;
  }

  /**
   * The error of the first pool, in declared order, the answered questions do not satisfy.
   * @param {string[]} keys
   * @param {boolean[]} required
   * @param {(question: number) => boolean} answered
   * @returns {import('./answers.js').AnswerError | null}
   */
  error(keys, required, answered) {
    const unsatisfied = this.firstUnsatisfied(required, answered);
    if (unsatisfied !== null) {
      const { pool, count, optionalLeft } = unsatisfied;
      const requiredLeft = pool.members.filter((member) => !answered(member) && required[member]);
      const what = pool.name !== null ? `the pool "${pool.name}"` : 'this quiz';
      const presents = pool.count === 1 ? '1 question' : `${pool.count} questions`;
      if (count > pool.count) {
        return {
          code: 'choice-count',
          message: `${what} presents ${presents}, but ${count} of its questions are answered; answer only the questions that were presented`,
        };
      }
      if (count + optionalLeft < pool.count) {
        const allRequired = pool.members.every((member) => required[member]);
        const verb = count === 1 ? 'is' : 'are';
        let message;
        if (allRequired) {
          message = `${what} presents ${presents}, all required, but ${count} ${verb} answered; answer all ${pool.count} presented questions`;
        } else {
          const more = pool.count - count - optionalLeft;
          const example = requiredLeft.length > 0 ? keys[requiredLeft[0]] : '';
          message = `${what} presents ${presents} and its required questions must be answered when presented, but only ${count} ${verb} answered; `
            + `answer every presented question (at least ${more} more of the pool's questions, such as "${example}")`;
        }
        return { code: 'missing-answer', message };
      }
    }
    return null;
  }
}
