import { config } from "zod/v4/core";

/**
 * Runs before the app's client code (Next.js loads this file first). Zod compiles object
 * parsers with `new Function` unless told not to, and probes whether it may by calling it: under
 * our Content-Security-Policy (no 'unsafe-eval' for scripts) that probe is blocked and reported
 * as a violation on every page with a form. Jitless parsing needs no eval; it has to be set
 * before the first schema is created, which is why it lives here.
 */
config({ jitless: true });
