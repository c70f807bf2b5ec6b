/**
 * A second `next start` of the same build, for specs that need a server configured differently
 * from the suite's (another database): a free port, its own data directory, its output kept.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface SecondServer {
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `next start` with `env` over the suite's environment and waits for /api/health. */
export async function startSecondServer(
  env: Record<string, string>,
  readyTimeoutMs = 90_000,
): Promise<SecondServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "plansmith-e2e-second-"));
  let output = "";
  const child: ChildProcess = spawn(
    "node_modules/.bin/next",
    ["start", "-p", String(port), "-H", "127.0.0.1"],
    {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: dataDir,
        APP_URL: baseUrl,
        AUTH_SECRET: "e2e-second-server-secret-at-least-32-chars",
        ...env,
      },
    },
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      output = (output + chunk).slice(-20_000);
    });
  }
  let exited = false;
  child.once("exit", () => (exited = true));
  const stop = async () => {
    if (!exited && child.pid) {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (!exited) process.kill(-child.pid, "SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  while (Date.now() - started < readyTimeoutMs) {
    if (exited) throw new Error(`the second server exited:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { baseUrl, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the second server did not get ready:\n${output}`);
}
