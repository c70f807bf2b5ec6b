import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { STRICT_TRANSPORT_SECURITY } from "@/lib/security/security-headers";

/**
 * Strict-Transport-Security follows APP_URL of the running server, not of the build: this spec
 * starts the suite's build a second time, with an https APP_URL, and reads its headers (TLS is
 * terminated in front of the app in production, so the server itself still speaks HTTP). It
 * needs the build in .next, so the config leaves it out against a dev server.
 */

const STARTUP_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
        return fetch(`${baseUrl}/api/health`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: STARTUP_MS, message: "second server healthy" },
    )
    .toBe(200);
}

test.describe("strict transport security", () => {
  test("a server whose APP_URL is https sends HSTS on pages and proxy redirects", async ({
    request,
  }) => {
    test.setTimeout(STARTUP_MS * 2);
    // The suite's own server runs with an http:// APP_URL: no HSTS there.
    const plain = await request.get("/auth/login");
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();

    const dataDir = await mkdtemp(path.join(os.tmpdir(), "plansmith-e2e-https-"));
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = spawn(
      "node_modules/.bin/next",
      ["start", "-p", String(port), "-H", "127.0.0.1"],
      {
        detached: true,
        stdio: "ignore",
        env: {
          ...process.env,
          APP_URL: "https://plansmith.test",
          DATA_DIR: dataDir,
          AUTH_SECRET: "e2e-secret-that-is-at-least-32-characters",
          NEXT_TELEMETRY_DISABLED: "1",
        },
      },
    );
    try {
      await waitUntilHealthy(baseUrl, server);
      for (const pathname of ["/auth/login", "/dashboard"]) {
        const response = await fetch(`${baseUrl}${pathname}`, { redirect: "manual" });
        expect(response.headers.get("strict-transport-security"), pathname).toBe(
          STRICT_TRANSPORT_SECURITY,
        );
        expect(response.headers.get("content-security-policy")).toContain(
          "upgrade-insecure-requests",
        );
      }
    } finally {
      // The whole process group: `next start` runs the server in a child process.
      if (server.pid) process.kill(-server.pid, "SIGTERM");
      await new Promise((resolve) =>
        server.exitCode !== null ? resolve(null) : server.once("exit", resolve),
      );
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
