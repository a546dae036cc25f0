/**
 * A `range` question's slider: its positions and the exact decimal each one answers. The
 * step is the smallest of 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, … that is at least a
 * hundredth of the range and divides it (else 1), so every position is a short decimal and
 * both ends are reachable. DOM-free.
 * @module
 */

/**
 * The slider's step, in hundredths, and how many steps span the range.
 * @param {number} min
 * @param {number} max
 * @returns {{stepHundredths: bigint, positions: number}}
 */
export function rangeStep(min, max) {
  const spanHundredths = (BigInt(max) - BigInt(min)) * 100n;
  if (spanHundredths <= 0n) return { stepHundredths: 100n, positions: 0 };
  for (let scale = 1n; scale <= spanHundredths; scale *= 10n) {
    for (const m of [1n, 2n, 5n]) {
      const step = m * scale;
      if (step * 100n >= spanHundredths && spanHundredths % step === 0n) {
        return { stepHundredths: step, positions: Number(spanHundredths / step) };
      }
    }
  }
  return { stepHundredths: 100n, positions: Number(spanHundredths / 100n) };
}

/**
 * The exact decimal literal of a slider position: min + position × step.
 * @param {number} min
 * @param {number} max
 * @param {number} position from 0 to `positions`
 * @returns {string}
 */
export function rangeLiteral(min, max, position) {
  const { stepHundredths, positions } = rangeStep(min, max);
  const clamped = Math.min(Math.max(0, Math.round(position)), positions);
  return hundredthsText(BigInt(min) * 100n + BigInt(clamped) * stepHundredths);
}

/**
 * The position nearest to a number (for showing an answer given as a literal or an anchor).
 * @param {number} min
 * @param {number} max
 * @param {number} value
 */
export function rangePosition(min, max, value) {
  const { positions } = rangeStep(min, max);
  if (!Number.isFinite(value) || max <= min) return 0;
  const position = Math.round(((value - min) / (max - min)) * positions);
  return Math.min(Math.max(0, position), positions);
}

/**
 * The number at anchor `index` of `count` anchors spread evenly over [min, max].
 * @param {number} min
 * @param {number} max
 * @param {number} index
 * @param {number} count
 */
export function anchorValue(min, max, index, count) {
  return count <= 1 ? min : min + ((max - min) * index) / (count - 1);
}

/**
 * A number of hundredths as a decimal literal: `-105` → `-1.05`, `300` → `3`, `50` → `0.5`.
 * @param {bigint} hundredths
 * @returns {string}
 */
export function hundredthsText(hundredths) {
  const negative = hundredths < 0n;
  const magnitude = negative ? -hundredths : hundredths;
  const whole = magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return (negative ? '-' : '') + whole.toString() + (fraction === '' ? '' : '.' + fraction);
}
