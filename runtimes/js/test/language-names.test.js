// The decoders' kind tables against the language's names (generated from the compiler's
// vocabulary): a kind added to one reader and not the others fails here and at import.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DERIVED_KINDS } from '../src/derived-kinds.js';
import {
  CONDITION_OPERATOR_NAMES, DERIVED_KIND_NAMES, QUESTION_TYPE_NAMES, SCORING_MODEL_NAMES, checkRuleNames,
} from '../src/language-names.js';
import { SCORING_MODELS } from '../src/scoring-decoding.js';

test('every derived-score kind and scoring model has a rule, and every rule a name', () => {
  assert.deepEqual([...DERIVED_KINDS.keys()], DERIVED_KIND_NAMES);
  assert.deepEqual([...SCORING_MODELS.keys()], SCORING_MODEL_NAMES);
  assert.deepEqual(QUESTION_TYPE_NAMES, ['scale', 'single', 'multiple', 'range']);
  assert.ok(CONDITION_OPERATOR_NAMES.includes('answered'));
});

test('a rule without a name, or a name without a rule, is refused', () => {
  assert.throws(() => checkRuleNames('kinds', ['mean', 'median'], ['mean']), /the kinds \[mean, median\] are not the language's \[mean\]/);
  assert.throws(() => checkRuleNames('kinds', ['mean'], ['mean', 'median']), /are not the language's/);
  assert.doesNotThrow(() => checkRuleNames('kinds', ['mean'], ['mean']));
});
