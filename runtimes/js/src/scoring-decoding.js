/**
 * Reading `scoring`: its shared members (`initial`, `weight_digits`, `derived`,
 * `percent_digits`) and, through `SCORING_MODELS`, each model's own members, with the
 * paths and messages of the Swift runtime (docs/bundle-format.md).
 * @module
 */

import { Fields, MAX_MAGNITUDE, MAX_VALUE_DIGITS, amounts, boundedInteger, invalid, stringAt } from './bundle-fields.js';
import { decodeDerived } from './derived-decoding.js';
import { SCORING_MODEL_NAMES, checkRuleNames } from './language-names.js';
import { decodeNearest, decodeResults } from './profile-decoding.js';

/** Most fractional digits of weights (`scoring.weight_digits`). */
export const MAX_WEIGHT_DIGITS = 3;

/**
 * What a scoring model's decoder reads: the `scoring` object, the traits in order and as a
 * set, and every score name a result may read (traits and derived scores).
 * @typedef {{fields: Fields, traits: string[], known: Set<string>, scores: Set<string>}} ModelInput
 */

/**
 * `scoring`, with its model's members.
 * @param {Fields} root
 * @param {string[]} traits
 * @param {Set<string>} known
 * @returns {any}
 */
export function decodeScoring(root, traits, known) {
  const fields = new Fields(root.value('scoring'), '/scoring');
  const weightDigits = /** @type {number} */ (boundedInteger(fields, 'weight_digits', 1, MAX_WEIGHT_DIGITS, 0));
  const derived = decodeDerived(fields, known);
  const scores = new Set([...traits, ...derived.map((score) => score.id)]);
  const initial = amounts(fields.value('initial'), '/scoring/initial', known, MAX_MAGNITUDE);
  const model = fields.string('model');
  const decode = SCORING_MODELS.get(model);
  if (decode === undefined) throw invalid('/scoring/model', `unknown model "${model}"`);
  const scoring = { initial, model, ...decode({ fields, traits, known, scores }) };
  if (fields.optionalValue('percent_digits') !== undefined && decode !== axes) {
    throw invalid(`${fields.path}/percent_digits`, 'only the axes model reports percentages');
  }
  return { ...scoring, weightDigits, derived, percentDigits: boundedInteger(fields, 'percent_digits', 0, MAX_VALUE_DIGITS, null) };
}

/**
 * The `axes` model's `axes`: each two distinct declared traits not in another axis.
 * @param {ModelInput} input
 */
function axes({ fields, known }) {
  const axes = [];
  const poles = new Set();
  const items = fields.array('axes');
  for (let index = 0; index < items.length; index++) {
    const axis = new Fields(items[index], `/scoring/axes/${index}`);
    const pair = axis.array('poles');
    if (pair.length !== 2) throw invalid(axis.path, 'an axis has two poles');
    const a = stringAt(pair[0], axis.path + '/poles/0'), b = stringAt(pair[1], axis.path + '/poles/1');
    let ok = known.has(a) && known.has(b) && !poles.has(a);
    if (ok) poles.add(a);
    ok = ok && !poles.has(b);
    if (ok) poles.add(b);
    if (!ok) throw invalid(axis.path, 'poles must be distinct declared traits');
    axes.push({ poles: [a, b], tie: axis.string('tie') });
  }
  if (axes.length === 0) throw invalid('/scoring/axes', 'no axes');
  return { axes };
}

/**
 * The `highest` model's `ties` (every trait once) and `secondary`.
 * @param {ModelInput} input
 */
function highest({ fields, traits, known }) {
  const ties = fields.array('ties').map((item, index) => stringAt(item, `/scoring/ties/${index}`));
  const tieSet = new Set(ties);
  if (tieSet.size !== known.size || ![...tieSet].every((tie) => known.has(tie)) || ties.length !== traits.length) {
    throw invalid('/scoring/ties', 'ties must list every trait once');
  }
  return { ties, secondary: fields.bool('secondary') };
}

/**
 * The `bands` model's `trait` and `bands`: increasing `max` values, only the last without.
 * @param {ModelInput} input
 */
function bands({ fields, known }) {
  const trait = fields.string('trait');
  if (!known.has(trait)) throw invalid('/scoring/trait', 'unknown trait');
  /** @type {Array<{outcome: string, max: number | null}>} */
  const bands = [];
  const items = fields.array('bands');
  for (let index = 0; index < items.length; index++) {
    const band = new Fields(items[index], `/scoring/bands/${index}`);
    const max = band.optionalInteger('max');
    if ((max === null) !== (index === items.length - 1)) throw invalid(band.path, 'only the last band has no max');
    const previous = bands.length > 0 ? bands[bands.length - 1].max : null;
    if (max !== null && previous !== null && max <= previous) throw invalid(band.path, 'max values must increase');
    bands.push({ outcome: band.string('outcome'), max });
  }
  if (bands.length === 0) throw invalid('/scoring/bands', 'no bands');
  return { trait, bands };
}

/**
 * The `profile` model's `results` and `nearest` (`profile-decoding.js`).
 * @param {ModelInput} input
 */
function profile({ fields, scores }) {
  return { results: decodeResults(fields, scores), nearest: decodeNearest(fields, scores) };
}

/**
 * Each scoring model's name and the decoder of its members: the one list of the models a
 * bundle may name. A new model is one entry here and its rule in `plan.js`.
 * @type {Map<string, (input: ModelInput) => object>}
 */
export const SCORING_MODELS = new Map(/** @type {Array<[string, (input: ModelInput) => object]>} */ ([
  ['axes', axes],
  ['highest', highest],
  ['bands', bands],
  ['profile', profile],
]));
checkRuleNames('scoring models', SCORING_MODELS.keys(), SCORING_MODEL_NAMES);
