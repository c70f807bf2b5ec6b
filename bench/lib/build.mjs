// Builds the production app exactly as `npm run build` does (same script, same `.next` folder),
// so the benchmark measures what gets deployed.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stopGroup } from "./process-group.mjs";

export const DIST_DIR = ".next";

// Written into the dist dir after a successful build. BENCH_SKIP_BUILD reuses a build only when
// it is there, so an interrupted or failed build is never mistaken for a usable one.
const COMPLETE_MARKER = "bench-build.json";

/**
 * Runs `node scripts/build.mjs` (which sets the build id and runs `next build`). Resolves with
 * `{ skipped, seconds }`. `skipIfPresent` (BENCH_SKIP_BUILD=1) reuses an earlier complete
 * build, for quick re-runs while working on a case. `onCleanup(fn)` receives a function that
 * stops a still-running build; the caller runs it when interrupted.
 */
export async function buildApp({ projectDir, skipIfPresent = false, onCleanup = () => {} }) {
  const marker = path.join(projectDir, DIST_DIR, COMPLETE_MARKER);
  if (skipIfPresent && existsSync(marker)) {
    console.error(`[bench] BENCH_SKIP_BUILD=1: reusing the existing build in ${DIST_DIR}`);
    return { skipped: true, seconds: 0 };
  }

  console.error(`[bench] building the app (this takes a while)…`);
  const started = performance.now();
  rmSync(marker, { force: true });
  const child = spawn(process.execPath, ["scripts/build.mjs"], {
    cwd: projectDir,
    // Its own process group, so an interrupted run can stop `next build` and its workers too
    // (scripts/build.mjs runs `next build` as a grandchild).
    detached: true,
    // The build's output stays visible (when it fails, it is the error message), but on
    // stderr: stdout carries only the summary lines.
    stdio: ["ignore", 2, 2],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const finished = new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", (error) => resolve({ error }));
  });
  onCleanup(() => stopGroup(child.pid));

  const { code, signal, error } = await finished;
  if (error) throw new Error(`could not run the build: ${error.message}`);
  if (code !== 0)
    throw new Error(`the build failed (${signal ? `signal ${signal}` : `exit code ${code}`})`);
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(marker, `${JSON.stringify({ builtAt: new Date().toISOString(), seconds })}\n`);
  console.error(`[bench] build finished in ${seconds.toFixed(1)} s`);
  return { skipped: false, seconds };
}

/** The id `next build` wrote to `.next/BUILD_ID`, or null when there is none. */
export function readBuildId({ projectDir }) {
  try {
    return readFileSync(path.join(projectDir, DIST_DIR, "BUILD_ID"), "utf8").trim() || null;
  } catch {
    return null;
  }
}

/**
 * The names of the build's JavaScript chunks whose text holds `marker` (a string only one
 * library has), to tell from a page's requests whether it loaded that library. None found
 * throws: a stale marker would otherwise report "not loaded" for every page.
 */
export function chunksHolding(projectDir, marker) {
  const dir = path.join(projectDir, DIST_DIR, "static", "chunks");
  const chunks = new Set(
    readdirSync(dir).filter(
      (file) => file.endsWith(".js") && readFileSync(path.join(dir, file), "utf8").includes(marker),
    ),
  );
  if (chunks.size === 0) throw new Error(`no chunk of the build holds "${marker}"`);
  return chunks;
}
