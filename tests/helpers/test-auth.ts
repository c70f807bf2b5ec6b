/**
 * A real Better Auth instance on a test database, with a mailer that keeps what it sends, and a
 * small HTTP client that talks to its handler like a browser (cookies included).
 */
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { createAuth, type Auth } from "@/server/auth/auth";
import type { AuthMailer, AuthMailKind } from "@/server/auth/mailer";
import type { Database } from "@/server/db/types";

export const TEST_APP_URL = "http://localhost:3000";

export interface SentMail {
  kind: AuthMailKind;
  to: string;
  link?: string;
}

export function createRecordingMailer(): AuthMailer & {
  sent: SentMail[];
  lastLink(to: string): string;
} {
  const sent: SentMail[] = [];
  return {
    sent,
    async send(kind, user, link) {
      sent.push({ kind, to: user.email, link });
    },
    lastLink(to) {
      const mail = [...sent].reverse().find((m) => m.to === to && m.link);
      if (!mail?.link) throw new Error(`no mail with a link to ${to}`);
      return mail.link;
    },
  };
}

export function createTestAuth(
  db: Database,
  options: {
    now?: () => Date;
    adminEmails?: string[];
    secureCookies?: boolean;
    /** null: no APP_URL configured (links come from the request's host). */
    appUrl?: string | null;
    /** Another instance's secret (AUTH_SECRET). */
    secret?: string;
  } = {},
) {
  const mailer = createRecordingMailer();
  const auth = createAuth({
    db,
    secret: options.secret ?? "test-secret-that-is-at-least-32-characters-long",
    appUrl: options.appUrl === null ? undefined : (options.appUrl ?? TEST_APP_URL),
    secureCookies: options.secureCookies ?? false,
    adminEmails: options.adminEmails ?? [],
    mailer,
    now: options.now,
  });
  return { auth, mailer };
}

/** Sends requests to the auth handler as one browser would: keeps and sends its cookies. */
export class AuthBrowser {
  private cookies = new Map<string, string>();
  constructor(
    private readonly auth: Auth,
    private readonly ip = "203.0.113.7",
  ) {}

  async request(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const url = path.startsWith("http") ? path : `${TEST_APP_URL}${path}`;
    const headers = new Headers({ origin: TEST_APP_URL, [CLIENT_IP_HEADER]: this.ip });
    if (init.body !== undefined) headers.set("content-type", "application/json");
    if (this.cookies.size > 0) headers.set("cookie", this.cookieHeader());
    const response = await this.auth.handler(
      new Request(url, {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: "manual",
      }),
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      if (/max-age=0/i.test(line) || value.join("=") === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
    return response;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  hasSessionCookie(): boolean {
    return [...this.cookies.keys()].some((name) => name.endsWith("session_token"));
  }
}
