// The load settings every HTTP case uses, overridable by environment variables so that a quick
// smoke run (`BENCH_DURATION=2 npm run bench`) and a careful one use the same code.

const DEFAULTS = { connections: 10, durationSeconds: 5, warmupSeconds: 2 };

/** Reads BENCH_CONNECTIONS, BENCH_DURATION and BENCH_WARMUP; rejects values that make no sense. */
export function readHttpSettings(env = process.env) {
  return {
    connections: readNumber(env, "BENCH_CONNECTIONS", DEFAULTS.connections, {
      integer: true,
      min: 1,
    }),
    durationSeconds: readNumber(env, "BENCH_DURATION", DEFAULTS.durationSeconds, {
      integer: true,
      min: 1,
    }),
    // 0 turns the warm-up off (for comparing cold figures on purpose).
    warmupSeconds: readNumber(env, "BENCH_WARMUP", DEFAULTS.warmupSeconds, {
      integer: true,
      min: 0,
    }),
  };
}

function readNumber(env, name, fallback, { integer, min }) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  // autocannon counts its duration in whole seconds (one sample per second), hence integers.
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min) {
    throw new Error(
      `${name}=${raw} is not valid: expected ${integer ? "an integer" : "a number"} ≥ ${min}`,
    );
  }
  return value;
}
