/**
 * The JSON values the parser produces. Numbers keep their literal text and objects keep
 * their members in order (duplicates are refused by the parser), so nothing is rounded
 * through floating point and writers choose the member order.
 *
 * - `null`, `true`/`false` and strings are the JavaScript values themselves;
 * - arrays are JavaScript arrays;
 * - a number is a {@link JSONNumber} holding its literal (`-12`, `0.5`, `1e3`);
 * - an object is a {@link JSONObject} holding `[name, value]` pairs in order.
 * @module
 */

/** A JSON number, kept as its literal text. */
export class JSONNumber {
  /** @param {string} literal the number as written, in the JSON grammar */
  constructor(literal) {
    /** @readonly */
    this.literal = literal;
  }
}

/** A JSON object: its members in order. */
export class JSONObject {
  /** @param {Array<[string, unknown]>} members */
  constructor(members) {
    /** @readonly */
    this.members = members;
  }

  /**
   * The value of the member named exactly `name` (strings compare by code units, which for
   * the well-formed strings the parser makes is by code points), else `undefined`.
   * @param {string} name
   */
  get(name) {
    const members = this.members;
    for (let i = 0; i < members.length; i++) {
      if (members[i][0] === name) return members[i][1];
    }
    return undefined;
  }
}
