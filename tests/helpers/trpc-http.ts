/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the tests */
/**
 * Calls the app's real tRPC route handler in-process, like the browser's links do (superjson,
 * batches as `a,b?batch=1`), keeping the session cookie. Import it after `startInMemoryApp()`.
 */
import superjson from "superjson";
import { afterAll } from "vitest";
import { startInMemoryApp } from "./in-memory-app";
import { APP_ORIGIN } from "./rest-client";
import { createTestDatabase, serverUrl } from "./test-database";

type Handler = (request: Request) => Promise<Response>;

export interface TrpcAnswer {
  status: number;
  response: Response;
  text: string;
  json: any;
}

export class TrpcHttpClient {
  cookie = "";
  constructor(
    private readonly route: { GET: Handler; POST: Handler },
    readonly ip = "198.51.100.40",
  ) {}

  /** One call (`batch` false) or a batch of calls; GET for queries, POST for mutations. */
  async call(
    paths: string | string[],
    inputs: unknown[] | unknown,
    method: "GET" | "POST" = "POST",
  ): Promise<TrpcAnswer> {
    const batch = Array.isArray(paths);
    const list = batch ? paths : [paths];
    const encoded = batch
      ? Object.fromEntries((inputs as unknown[]).map((input, i) => [i, superjson.serialize(input)]))
      : superjson.serialize(inputs);
    let url = `${APP_ORIGIN}/api/trpc/${list.join(",")}${batch ? "?batch=1" : ""}`;
    if (method === "GET") {
      url += `${batch ? "&" : "?"}input=${encodeURIComponent(JSON.stringify(encoded))}`;
      return this.send(new Request(url, { headers: this.headers() }));
    }
    return this.post(url, JSON.stringify(encoded));
  }

  /** A POST with a body as given (for size limits). */
  post(url: string, body: BodyInit, headers: Record<string, string> = {}): Promise<TrpcAnswer> {
    const all = this.headers();
    all.set("content-type", "application/json");
    for (const [name, value] of Object.entries(headers)) all.set(name, value);
    return this.send(
      new Request(url, { method: "POST", headers: all, body, duplex: "half" } as RequestInit),
    );
  }

  private headers(): Headers {
    const headers = new Headers({ origin: APP_ORIGIN, "x-forwarded-for": this.ip });
    if (this.cookie) headers.set("cookie", this.cookie);
    return headers;
  }

  private async send(request: Request): Promise<TrpcAnswer> {
    const response = await (request.method === "GET" ? this.route.GET : this.route.POST)(request);
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      if (/session_token=/.test(pair)) this.cookie = /max-age=0/i.test(line) ? "" : pair;
    }
    const text = await response.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null; // a streamed batch (jsonl) is read from `text`
    }
    return { status: response.status, response, text, json };
  }
}

/** The data of a successful single call. */
export function resultData(answer: TrpcAnswer): any {
  return superjson.deserialize(answer.json.result.data);
}

/**
 * The in-memory app (./in-memory-app), on a fresh database of the PostgreSQL server when
 * TEST_DATABASE_URL is set, so the same tests prove both drivers through the real handlers.
 */
export async function startAppOnTestTarget() {
  if (!serverUrl) return startInMemoryApp();
  const database = await createTestDatabase({ migrate: false });
  await database.handle.close();
  afterAll(() => database.dispose());
  return startInMemoryApp({ DATABASE_URL: database.url! });
}
