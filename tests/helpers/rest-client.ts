/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the tests */
/**
 * Calls the app's REST route handlers in-process, like a browser with a cookie jar would. The
 * handlers use the app's own singletons (database, auth, mail), so a test file sets DATA_DIR to
 * "memory://" before importing them.
 */
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";

type Handler = (request: Request) => Promise<Response>;

export const APP_ORIGIN = "http://localhost:3000";

export class RestBrowser {
  private cookies = new Map<string, string>();
  constructor(readonly ip = "203.0.113.10") {}

  async call(
    handler: Handler,
    path: string,
    init: {
      method?: string;
      body?: unknown;
      rawBody?: string;
      /** Instead of application/json (a form's text/plain, say). */
      contentType?: string;
      /** Extra or replacing headers (Origin from another site, say); null removes one. */
      headers?: Record<string, string | null>;
    } = {},
  ) {
    const headers = new Headers({ origin: APP_ORIGIN, [CLIENT_IP_HEADER]: this.ip });
    const method = init.method ?? "POST";
    // A JSON client: every state-changing call says JSON, with a body or without.
    if (method !== "GET") headers.set("content-type", init.contentType ?? "application/json");
    for (const [name, value] of Object.entries(init.headers ?? {})) {
      if (value === null) headers.delete(name);
      else headers.set(name, value);
    }
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await handler(
      new Request(`${APP_ORIGIN}${path}`, {
        method,
        headers,
        body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        redirect: "manual",
      }),
    );
    this.absorbCookies(response);
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, any>) : null,
      response,
    };
  }

  /** Follows a link from an e-mail through Better Auth's handler. */
  async visit(handler: Handler, link: string) {
    const headers = new Headers({ [CLIENT_IP_HEADER]: this.ip });
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await handler(new Request(link, { headers, redirect: "manual" }));
    this.absorbCookies(response);
    return response;
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.endsWith("session_token"));
  }

  private absorbCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1);
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** What {@link RestBrowser.call} sends: method, and a JSON body or a raw one. */
export type RestInit = Parameters<RestBrowser["call"]>[2];
/** What {@link RestBrowser.call} answers: the status, the JSON body and the response. */
export type RestAnswer = Awaited<ReturnType<RestBrowser["call"]>>;
