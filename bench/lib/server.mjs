// Starts and stops the production server (`npm start`: scripts/server.mjs) that the cases measure.
import { spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { signalGroup, stopGroup } from "./process-group.mjs";

const LOG_TAIL_LINES = 40;

/**
 * Spawns the app server (scripts/server.mjs, what `npm start` runs) on `host:port` and returns a handle: `baseUrl`, `logTail()`,
 * `hasExited()`, `stop()` and `killNow()`. The server leads its own process group (`detached`),
 * so stop() ends it with anything it forked, and a Ctrl+C in the terminal reaches only the
 * harness, which then stops the server itself instead of racing it.
 */
export function startServer({ projectDir, host, port, env, verbose = false }) {
  const serverScript = path.join(projectDir, "scripts", "server.mjs");
  const child = spawn(process.execPath, [serverScript, "-p", String(port), "-H", host], {
    cwd: projectDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env,
  });

  // Keep the last lines of the server's output: they explain a start-up failure or a crash.
  const lines = [];
  const keep = (line) => {
    if (!line.trim()) return;
    lines.push(line);
    if (lines.length > LOG_TAIL_LINES) lines.shift();
    if (verbose) console.error(`[server] ${line}`);
  };
  for (const stream of [child.stdout, child.stderr]) {
    let partial = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      const parts = (partial + chunk).split("\n");
      partial = parts.pop();
      parts.forEach(keep);
    });
    stream.on("end", () => keep(partial));
  }

  let exited = false;
  child.once("exit", () => (exited = true));
  // A spawn failure (e.g. scripts/server.mjs missing) counts as an immediate exit.
  child.once("error", (error) => {
    keep(`failed to start: ${error.message}`);
    exited = true;
  });

  return {
    baseUrl: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    pid: child.pid,
    logTail: () => lines.join("\n"),
    hasExited: () => exited,
    /** Ends the whole process group: SIGTERM, then SIGKILL if it is still there after a while. */
    stop: ({ graceMs = 5_000 } = {}) => stopGroup(child.pid, { graceMs }),
    /** Synchronous last resort for process `exit` handlers, where nothing can be awaited. */
    killNow: () => child.pid && signalGroup(child.pid, "SIGKILL"),
  };
}

/**
 * Polls `url` until it answers 200 or `timeoutMs` passes. Fails early, with the server's log
 * tail, when the server process exits, since waiting longer cannot help then.
 */
export async function waitUntilReady(server, url, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const started = Date.now();
  let lastProblem = "no answer yet";
  while (Date.now() - started < timeoutMs) {
    if (server.hasExited()) {
      throw new Error(
        `the server exited before it was ready.\n--- server log (tail) ---\n${server.logTail()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      // Drain the body so the connection is released.
      await response.arrayBuffer();
      if (response.status === 200) return (Date.now() - started) / 1000;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error?.cause?.code ?? error?.message ?? String(error);
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `GET ${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${lastProblem}).\n` +
      `--- server log (tail) ---\n${server.logTail()}`,
  );
}
