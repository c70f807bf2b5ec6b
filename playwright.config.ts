import { defineConfig, devices } from "@playwright/test";
import { DISABLED_CHROMIUM_FEATURES } from "./tests/e2e/helpers/chromium-features";

/**
 * End-to-end tests against a production build (`next start`) with a fresh data directory, in
 * Debian's Chromium. Run through `npm run test:e2e` (scripts/e2e.mjs), which builds the app,
 * picks a free port and a new data directory, and checks that Chromium is installed.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * E2E_BASE_URL points the suite at a server that is already running (for example `npm run dev`
 * while working on a page, with E2E_SERVER_LOG naming the file its output goes to); the suite
 * then starts no server of its own.
 */
const existingServer = process.env.E2E_BASE_URL;
const baseURL = existingServer ?? `http://127.0.0.1:${port}`;

/** The server's output, where tests find the links of the mails it sends (tests/e2e/helpers). */
export const SERVER_LOG = process.env.E2E_SERVER_LOG ?? ".e2e/server.log";

/**
 * Addresses the e2e server makes admins at sign-up (ADMIN_EMAILS): how specs get an admin, the
 * way an operator would. Each is signed up once per run (the data directory is fresh).
 */
export const E2E_ADMIN_EMAILS = ["e2e-admin@example.com"] as const;

// These specs read the build in .next or check production-build behaviour (the security
// headers of a dev server allow eval); a server started elsewhere (a dev server) has neither.
// The outage spec puts a proxy in front of a real PostgreSQL server (TEST_DATABASE_URL, which
// CI always sets), and the PostgreSQL console check runs a second server on one; without it
// they are left out here, never skipped inside the test.
const IGNORED_SPECS = [
  ...(existingServer ? ["**/diagram-bundle.spec.ts", "**/security-headers*.spec.ts"] : []),
  ...(process.env.TEST_DATABASE_URL
    ? []
    : [
        "**/database-outage.spec.ts",
        "**/console-errors-postgres.spec.ts",
        "**/admin-payments-postgres.spec.ts",
        "**/ai-two-instances-postgres.spec.ts",
      ]),
];

/** Specs that assert on the server log lines written while they ran (see `projects`). */
const SERVER_LOG_SPECS = ["**/hostile-paths.spec.ts", "**/secrets-in-logs.spec.ts"];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: IGNORED_SPECS,
  outputDir: "test-results/e2e-artifacts",
  // One worker by default: the suite is bound by the CPU (Chromium and the server share it), so
  // on the 2-core CI machine a second worker finished no sooner and pushed tests past their
  // timeouts. Spec files share nothing but the server (each test makes its own accounts, plans
  // and client IP), so E2E_WORKERS=n runs n files side by side on a larger machine.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  // A failed test runs once more, recording a trace (each action with the page's DOM before and
  // after it) that the report keeps; a test that passes only on its retry still fails the run.
  // Recording a trace of every test, to keep only the failed ones, cost a sixth of the suite's
  // wall clock and a fifth of its CPU.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    // The retry's trace, without a screencast: recording one took a third of the suite's CPU,
    // mostly in Chromium's compositor; the failure screenshot below shows the end state.
    trace: { mode: "on-first-retry", screenshots: false, snapshots: true, sources: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        `--disable-features=${DISABLED_CHROMIUM_FEATURES.join(",")}`,
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: [...IGNORED_SPECS, ...SERVER_LOG_SPECS],
    },
    {
      // Specs that read the server log for what their own requests caused: they run after the
      // rest, so another worker's deliberate failures never land in the lines they read.
      name: "server-log",
      use: { ...devices["Desktop Chrome"] },
      testMatch: SERVER_LOG_SPECS,
      dependencies: ["chromium"],
    },
  ],
  webServer: existingServer
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs ${port}`,
        url: `${baseURL}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        env: {
          DATA_DIR: process.env.E2E_DATA_DIR ?? ".e2e/data",
          E2E_SERVER_LOG: SERVER_LOG,
          APP_URL: baseURL,
          AUTH_SECRET: "e2e-secret-that-is-at-least-32-characters",
          ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(","),
          NEXT_TELEMETRY_DISABLED: "1",
        },
      },
});
