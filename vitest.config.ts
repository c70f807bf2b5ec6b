import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { integrationFilesWithOwnModules } from "./tests/integration-modules";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "server-only": path.resolve(import.meta.dirname, "tests/helpers/stubs/server-only.ts"),
};

/**
 * Unit files that replace a module with vi.mock: the replacement only reaches modules imported
 * after it, so these run with a module cache of their own (tests/unit/module-mocks.test.ts keeps
 * this list complete).
 */
export const MODULE_MOCKING_UNIT_TESTS = [
  "tests/unit/components/diagram-viewer.test.tsx",
  "tests/unit/components/error-boundaries.test.tsx",
  "tests/unit/components/error-screen.test.tsx",
];

/**
 * Races that only a server with several connections can stage (tests/helpers/postgres-races.ts):
 * run with TEST_DATABASE_URL, as CI always does, and left out otherwise (PGlite has one
 * connection, so they would prove nothing there). `npm test` says when they are left out.
 */
const POSTGRES_ONLY_TESTS = "tests/integration/**/*.postgres.test.ts";
const onPostgres = !!process.env.TEST_DATABASE_URL;

/** Integration files that stub the environment, mock modules or start the app's singletons. */
const INTEGRATION_WITH_OWN_MODULES = integrationFilesWithOwnModules(import.meta.dirname);

/** What both integration projects share. */
const integration = {
  // At least two files at a time, also on a 2-core machine: an integration file spends much of
  // its time waiting for PostgreSQL and for I/O, so one worker left a core idle (its CI run took
  // about 800 s with one worker, 530 s with two). Unit files are bound by the CPU and fill a
  // module cache per worker, so they keep Vitest's default.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Projects with their own worker count run as a group of their own: after the unit files.
  // Both integration projects are one group, so they share its workers.
  sequence: { groupOrder: 1 },
  include: ["tests/integration/**/*.test.ts"],
  exclude: onPostgres ? [] : [POSTGRES_ONLY_TESTS],
  environment: "node" as const,
  setupFiles: ["tests/helpers/setup-import-workers.ts"],
  // PGlite starts in ~1 s; PostgreSQL databases are created per file.
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          exclude: MODULE_MOCKING_UNIT_TESTS,
          environment: "node",
          setupFiles: ["tests/helpers/setup-import-workers.ts"],
          // Unit files share their worker's module cache: importing React, Tiptap, mermaid's
          // parsers and the like once per worker instead of once per file more than halves the
          // run. A file that replaces a module (vi.mock) needs a fresh cache; it goes below.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-isolated",
          include: MODULE_MOCKING_UNIT_TESTS,
          environment: "node",
          setupFiles: ["tests/helpers/setup-import-workers.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: "integration",
          exclude: [...integration.exclude, ...INTEGRATION_WITH_OWN_MODULES],
          // Files share their worker's module cache (tests/integration-modules.mjs says which may).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: "integration-isolated",
          include: INTEGRATION_WITH_OWN_MODULES,
        },
      },
    ],
  },
});
