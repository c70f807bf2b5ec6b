import { expect, type APIRequestContext } from "@playwright/test";

/**
 * Calls a tRPC procedure over HTTP from a Playwright request context (so with that browser's
 * session cookies), in the wire format the app's client uses: superjson inside `json`.
 * For setting up data quickly; what a person does goes through the UI instead.
 */
export async function trpcMutation<T = unknown>(
  request: APIRequestContext,
  path: string,
  input: unknown,
): Promise<T> {
  const response = await request.post(`/api/trpc/${path}`, {
    data: { json: input },
    headers: { "content-type": "application/json" },
  });
  const text = await response.text();
  expect(response.ok(), `${path}: ${text}`).toBe(true);
  return (JSON.parse(text) as { result: { data: { json: T } } }).result.data.json;
}

export async function trpcQuery<T = unknown>(
  request: APIRequestContext,
  path: string,
  input?: unknown,
): Promise<T> {
  const query =
    input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await request.get(`/api/trpc/${path}${query}`);
  const text = await response.text();
  expect(response.ok(), `${path}: ${text}`).toBe(true);
  return (JSON.parse(text) as { result: { data: { json: T } } }).result.data.json;
}
