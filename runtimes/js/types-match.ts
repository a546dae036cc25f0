// The hand-written index.d.ts against the implementation, which tsc reads with --checkJs
// (tsconfig.json): both must export the same names. (The signatures are not compared: the
// declarations hide the classes' internals, which the JSDoc types of src/ include.)
import * as declared from './index.js';
import * as implemented from './src/index.js';

/** Names exported by one and not the other (both must be `never`). */
type Undeclared = Exclude<keyof typeof implemented, keyof typeof declared>;
type Unimplemented = Exclude<keyof typeof declared, keyof typeof implemented>;
const nothingUndeclared: [Undeclared] extends [never] ? true : Undeclared = true;
const nothingUnimplemented: [Unimplemented] extends [never] ? true : Unimplemented = true;

void [nothingUndeclared, nothingUnimplemented];
