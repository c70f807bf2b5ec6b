// Signed-in tRPC reads for the benchmark cases: sign in like the app does, then GET queries.

/** A tRPC query as the browser's GET sends it (superjson: `{ json: input }`). */
export function trpcQueryPath(procedure, input) {
  const query =
    input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  return `/api/trpc/${procedure}${query}`;
}

/**
 * Signs in through POST /api/auth/login and answers the Cookie header for later requests: the
 * session token and its signed cache (valid for the cache's short age, so sign in right before
 * a measurement, as a browser would hold a fresh one).
 */
export async function signIn(baseUrl, email, password) {
  const response = await fetch(new URL("/api/auth/login", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`sign-in of ${email} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
