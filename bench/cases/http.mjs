// Plain HTTP cases: one GET route each, measured next to the baseline static file.
import { formatHttpSummary, measureAgainstBaseline } from "../lib/compare.mjs";

/**
 * A case that load-tests `path` with the run's HTTP settings. Later groups that need a request
 * body or headers (e.g. a tRPC call) can pass them to measureAgainstBaseline the same way.
 */
function httpCase({ name, description, path }) {
  return {
    name,
    description,
    async run({ baseUrl, httpSettings }) {
      const measured = await measureAgainstBaseline({ baseUrl, settings: httpSettings, path });
      return { settings: httpSettings, measured, summary: formatHttpSummary(name, measured) };
    },
  };
}

export const cases = [
  httpCase({
    name: "health",
    description: "GET /api/health: a dynamic route handler that runs `select 1` on the database",
    path: "/api/health",
  }),
  httpCase({
    name: "landing",
    description: "GET /: the landing page, through the proxy and the root layout",
    path: "/",
  }),
];
