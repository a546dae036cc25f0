/**
 * Why a bundle cannot be used: a stable code, the place in the bundle and a message, the
 * same as the Swift runtime's `BundleError`.
 * @module
 */

/**
 * Codes of {@link BundleError}:
 * - `not-json`: the text is not JSON;
 * - `unsupported-format`: the bundle's `format` is not `quiz-bundle/1`;
 * - `hash-mismatch`: `hash` is missing, not a string, or not the hash of the content;
 * - `invalid-bundle`: any other problem.
 * @typedef {'not-json' | 'unsupported-format' | 'hash-mismatch' | 'invalid-bundle'} BundleErrorCode
 */

/** A bundle that cannot be used. */
export class BundleError extends Error {
  /**
   * @param {BundleErrorCode} code
   * @param {string} path a JSON-pointer-like path such as `/questions/3/options`; `""` for the whole bundle
   * @param {string} message
   */
  constructor(code, path, message) {
    super(message);
    this.name = 'BundleError';
    /** @readonly */
    this.code = code;
    /** @readonly */
    this.path = path;
  }

  /** `PATH: MESSAGE`, or just the message when the path is empty. */
  get description() {
    return this.path === '' ? this.message : `${this.path}: ${this.message}`;
  }

  toString() {
    return this.description;
  }
}
