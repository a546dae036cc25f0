#!/usr/bin/env node
/**
 * quiz-runtime: the command line of the JavaScript runtime. `score` and `order` print
 * exactly what `quizc score` and `quizc order` print (same bytes, same exit statuses).
 */

import { main } from './cli.js';

process.exitCode = main(process.argv.slice(2));
