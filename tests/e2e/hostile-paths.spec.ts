/**
 * Issue 23, point A5: a NUL (or another control character, or a percent-encoding that does not
 * decode) in any dynamic segment of any route answers 404 or 400 — never 500 — signed out and
 * signed in, and leaves no error in the server log. The routes are read from src/app, so a new
 * dynamic route is covered as soon as it exists; a new segment name fails this spec until
 * SAMPLE_SEGMENTS gives it a sample value.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { SERVER_LOG } from "../../playwright.config";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";

const APP_DIR = path.resolve("src/app");
const ROUTE_FILE = /^(page|route)\.(tsx|ts|jsx|js)$/;

/** A plausible value for each dynamic segment's name, as the route would be called. */
const SAMPLE_SEGMENTS: Record<string, string> = {
  handle: "@someone",
  slug: "website-redesign",
  token: "AbCdEfGhIjKlMnOpQrStUvWxYz012345",
  id: "00000000-0000-4000-8000-000000000001",
  threadId: "00000000-0000-4000-8000-000000000002",
  letterId: "00000000-0000-4000-8000-000000000003",
  userId: "someUserId0123456789abcdefghijkl",
  trpc: "plan.get",
  all: "get-session",
};

/** What each dynamic segment is spoiled with: a NUL, a control character, undecodable bytes. */
const HOSTILE_SUFFIXES = ["%00", "%0A", "%FF", "%C0%80"];

type DynamicRoute = { pattern: string; segments: string[] };

/** Every page and route handler under src/app with a [param] in its path. */
function dynamicRoutes(dir = APP_DIR, segments: string[] = []): DynamicRoute[] {
  const entries = readdirSync(dir);
  const found: DynamicRoute[] = [];
  const servesHere = entries.some((entry) => ROUTE_FILE.test(entry));
  if (servesHere && segments.some((segment) => segment.startsWith("["))) {
    found.push({ pattern: `/${segments.join("/")}`, segments });
  }
  for (const entry of entries) {
    const child = path.join(dir, entry);
    if (!statSync(child).isDirectory() || entry.startsWith("_") || entry.startsWith("@")) continue;
    // Route groups (name) are not part of the address.
    const inAddress = entry.startsWith("(") && entry.endsWith(")") ? [] : [entry];
    found.push(...dynamicRoutes(child, [...segments, ...inAddress]));
  }
  return found;
}

function paramName(segment: string): string | null {
  const match = /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
  return match ? match[1]! : null;
}

/** The route's address with samples, one dynamic segment spoiled with `suffix`. */
function spoiledAddresses(route: DynamicRoute, suffix: string): string[] {
  const addresses: string[] = [];
  route.segments.forEach((segment, index) => {
    if (!paramName(segment)) return;
    const parts = route.segments.map((part, at) => {
      const name = paramName(part);
      const value = name ? SAMPLE_SEGMENTS[name]! : part;
      return at === index ? `${value}${suffix}` : value;
    });
    addresses.push(`/${parts.join("/")}`);
  });
  return addresses;
}

function serverLogSize(): number {
  try {
    return statSync(SERVER_LOG).size;
  } catch {
    return 0;
  }
}

const ROUTES = dynamicRoutes();

test("every dynamic segment has a sample value, and the routes of the issue are among them", () => {
  const names = ROUTES.flatMap((route) => route.segments.map(paramName)).filter(
    (name): name is string => name !== null,
  );
  expect(
    [...new Set(names)].filter((name) => !(name in SAMPLE_SEGMENTS)),
    "give the new dynamic segment a sample value in SAMPLE_SEGMENTS",
  ).toEqual([]);
  const patterns = ROUTES.map((route) => route.pattern);
  for (const pattern of [
    "/[handle]/p/[slug]",
    "/p/[token]",
    "/api/og/unlisted/[token]",
    "/api/og/public/[handle]/[slug]",
    "/api/public/avatars/[userId]",
  ]) {
    expect(patterns).toContain(pattern);
  }
});

async function expectNoServerError(request: APIRequestContext, who: string) {
  const answers: string[] = [];
  for (const route of ROUTES) {
    for (const suffix of HOSTILE_SUFFIXES) {
      for (const address of spoiledAddresses(route, suffix)) {
        const methods = route.pattern.startsWith("/api/") ? ["GET", "POST"] : ["GET"];
        for (const method of methods) {
          const response = await request.fetch(address, { method, maxRedirects: 0 });
          answers.push(`${response.status()} ${method} ${address}`);
        }
      }
    }
  }
  const wrong = answers.filter((answer) => !/^(400|404) /.test(answer));
  expect(wrong, `${who}: answers other than 404/400`).toEqual([]);
  expect(answers.length).toBeGreaterThan(ROUTES.length * HOSTILE_SUFFIXES.length);
}

test("a spoiled segment answers 404 or 400 on every dynamic route, signed out and signed in, and logs no error", async ({
  page,
  request,
}) => {
  // About 300 requests and a sign-up.
  test.setTimeout(120_000);
  const logStart = serverLogSize();
  await expectNoServerError(request, "signed out");
  await signUpAndConfirm(page, { email: uniqueEmail("hostile-paths") });
  await expectNoServerError(page.request, "signed in");

  // The answer a person gets is the plain "not found" text, not an error page.
  const response = await request.get("/@someone/p/slug%00");
  expect(response.status()).toBe(404);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const log = readFileSync(SERVER_LOG, "utf8").slice(logStart);
  expect(log.split("\n").filter((line) => /⨯|Failed query|\[error\]/.test(line))).toEqual([]);
});
