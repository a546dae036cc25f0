/**
 * @file The quiz language's kind names. Generated from the compiler's vocabulary by `swift run quizc-language-tables`; do not edit.
 * @module
 */

export const QUESTION_TYPE_NAMES = Object.freeze(['scale', 'single', 'multiple', 'range']);
export const SCORING_MODEL_NAMES = Object.freeze(['axes', 'highest', 'bands', 'profile']);
export const DERIVED_KIND_NAMES = Object.freeze(['mean', 'mean_answered', 'percent', 'share', 'linear', 'sum', 'min', 'max']);
export const CONDITION_OPERATOR_NAMES = Object.freeze(['answered', 'in', 'includes']);

/**
 * Throws unless a decoder's table has a rule for every name and a name for every rule.
 * @param {string} what
 * @param {Iterable<string>} rules
 * @param {readonly string[]} names
 */
export function checkRuleNames(what, rules, names) {
  const ruled = [...rules];
  if (ruled.length !== names.length || ruled.some((name, index) => name !== names[index])) {
    throw new Error(`the ${what} [${ruled.join(', ')}] are not the language's [${names.join(', ')}]`);
  }
}
