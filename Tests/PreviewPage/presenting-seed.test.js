import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SEED_SEARCH_BOUND, seedPresenting, seedSearchNotice } from '../../Sources/QuizPreview/Page/presenting-seed.js';
import { presentationOrder } from '../../runtimes/js/src/order.js';
import { conformanceBundle } from './support.js';

const draws = conformanceBundle('draws'); // pools warmup (draws 1 of 3) and core (2 of 4), two questions in no pool
const presented = (bundle, seed) => new Set(presentationOrder(bundle, seed).map((each) => each.question));
const pooled = (bundle, set) => [...set].filter((index) => bundle.questions[index].pool !== null).sort((a, b) => a - b);

test('a seed that presents the answered questions is kept', () => {
  const answered = presented(draws, '5');
  assert.deepEqual(seedPresenting(draws, '5', answered), { kind: 'presented', seed: '5' });
  assert.deepEqual(seedPresenting(draws, '5', []), { kind: 'presented', seed: '5' });
  const mbti = conformanceBundle('mbti');
  assert.deepEqual(seedPresenting(mbti, '9', mbti.questions.map((_, index) => index)), { kind: 'presented', seed: '9' });
});

test('otherwise the first seed from the current one whose draw is exactly the answered questions', () => {
  let checked = 0;
  for (let start = 0; start < 40; start++) {
    for (const other of [start + 1000, start + 2000]) {
      const answered = presented(draws, String(other));
      const from = String(start);
      const search = seedPresenting(draws, from, answered);
      if (search.kind === 'presented') {
        assert.deepEqual(pooled(draws, presented(draws, from)), pooled(draws, answered));
        continue;
      }
      assert.equal(search.kind, 'found', JSON.stringify(search));
      assert.equal(search.seed, String(start + search.tried - 1));
      assert.deepEqual(pooled(draws, presented(draws, search.seed)), pooled(draws, answered), 'exactly the answered pooled questions');
      for (let seed = start; seed < Number(search.seed); seed++) {
        const shown = presented(draws, seed);
        assert.ok(![...answered].every((index) => shown.has(index)), `seed ${seed} presents them too, before ${search.seed}`);
      }
      checked++;
    }
  }
  assert.ok(checked > 20, `only ${checked} searches had to move`);
});

test('fewer answers than a pool draws: any draw that holds them', () => {
  const core = draws.questions.findIndex((question) => question.pool === 'core');
  const search = seedPresenting(draws, '0', [core]);
  const seed = search.kind === 'presented' ? '0' : search.seed;
  assert.ok(presented(draws, seed).has(core));
});

test('the search is bounded and wraps after the last seed', () => {
  const answered = presented(draws, '1000');
  let from = 0;
  while (seedPresenting(draws, String(from), answered).kind === 'presented') from++;
  assert.deepEqual(seedPresenting(draws, String(from), answered, 1), { kind: 'none', tried: 1, last: String(from) });
  const last = '18446744073709551615';
  const wrapped = seedPresenting(draws, last, presented(draws, '0'), 1 + 3);
  if (wrapped.kind === 'found') assert.ok(BigInt(wrapped.seed) <= 2n, wrapped.seed);
  assert.ok(SEED_SEARCH_BOUND >= 1000);
});

test('more answered questions in a pool than it draws: no seed can present them, none is tried', () => {
  const warmup = draws.questions.flatMap((question, index) => (question.pool === 'warmup' ? [index] : []));
  assert.deepEqual(seedPresenting(draws, '3', warmup.slice(0, 2)), { kind: 'impossible', pool: 'warmup', count: 1, answered: 2 });
  const all = conformanceBundle('draw-all');
  assert.deepEqual(seedPresenting(all, '3', [0, 1, 2]), { kind: 'impossible', pool: null, count: 2, answered: 3 });
});

test('what the page says', () => {
  assert.equal(seedSearchNotice({ kind: 'presented', seed: '4' }, '4', 'the witness of a'), '');
  assert.equal(seedSearchNotice({ kind: 'found', seed: '9', tried: 6 }, '4', 'the witness of a'),
    'Seed 4 does not present every question the witness of a answers; the seed is now 9, the first from 4 that does.');
  assert.equal(seedSearchNotice({ kind: 'none', tried: 10000, last: '10003' }, '4', 'example 1'),
    'None of the 10000 seeds from 4 to 10003 presents every question example 1 answers: seed 4 is kept, and the result counts answers to questions it does not present.');
  assert.equal(seedSearchNotice({ kind: 'impossible', pool: 'core', count: 2, answered: 3 }, '4', 'example 1'),
    'No seed presents every question example 1 answers: 3 of them are in the pool core, which draws 2. Seed 4 is kept.');
});
