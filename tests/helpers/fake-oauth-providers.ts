/**
 * Local stand-ins for GitHub's and Google's OAuth servers, speaking their wire protocol over real
 * HTTP: the authorization endpoint (which "signs the user in" at once and redirects back with a
 * code and the state), the token endpoint (form-encoded, client secret in the body), GitHub's
 * `/user` and `/user/emails`, and Google's id_token (RS256, signed with a key served at the
 * JWKS endpoint). `providerDispatcher()` sends the real provider hosts to this server, so Better
 * Auth's own provider code runs unchanged against it.
 */
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Agent, type Dispatcher } from "undici";

/** The hosts Better Auth's GitHub and Google providers call. */
export const PROVIDER_HOSTS = [
  "github.com",
  "api.github.com",
  "accounts.google.com",
  "oauth2.googleapis.com",
  "www.googleapis.com",
] as const;

export interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
  /** The public e-mail on the profile; null makes Better Auth pick the primary from /user/emails. */
  email: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface GoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface ProviderRequest {
  method: string;
  host: string;
  path: string;
  body: string;
  authorization: string | undefined;
}

interface Grant {
  provider: "github" | "google";
  clientId: string;
  redirectUri: string;
  codeVerifier?: string;
  nonce?: string;
  user: GitHubUser | GoogleUser;
}

export interface FakeOAuthProviders {
  /** http://127.0.0.1:port — where the provider hosts are sent. */
  url: string;
  requests: ProviderRequest[];
  /** Who the next authorization "signs in" as, per provider. */
  signInAs(provider: "github", user: GitHubUser): void;
  signInAs(provider: "google", user: GoogleUser): void;
  /** Makes the next authorization answer with `?error=` instead of a code (the user said no). */
  denyNext(error: string): void;
  close(): Promise<void>;
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

function signIdToken(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: "RS256", kid, typ: "JWT" }));
  const payload = base64url(JSON.stringify(claims));
  const signature = sign("RSA-SHA256", Buffer.from(`${header}.${payload}`), key);
  return `${header}.${payload}.${base64url(signature)}`;
}

export async function startFakeOAuthProviders(clients: {
  github: { clientId: string; clientSecret: string };
  google: { clientId: string; clientSecret: string };
}): Promise<FakeOAuthProviders> {
  const requests: ProviderRequest[] = [];
  const nextUser: Partial<Record<"github" | "google", GitHubUser | GoogleUser>> = {};
  let nextDenial: string | null = null;
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = `test-key-${randomBytes(4).toString("hex")}`;

  function authorize(provider: "github" | "google", url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get("redirect_uri");
    const state = url.searchParams.get("state");
    const clientId = url.searchParams.get("client_id");
    if (!redirectUri || !state || clientId !== clients[provider].clientId) {
      return json(response, 400, { error: "invalid_request" });
    }
    const back = new URL(redirectUri);
    back.searchParams.set("state", state);
    if (nextDenial) {
      back.searchParams.set("error", nextDenial);
      nextDenial = null;
    } else {
      const user = nextUser[provider];
      if (!user) return json(response, 500, { error: "no user chosen for this sign-in" });
      const code = randomBytes(16).toString("hex");
      grants.set(code, {
        provider,
        clientId,
        redirectUri,
        codeVerifier: url.searchParams.get("code_challenge") ?? undefined,
        nonce: url.searchParams.get("nonce") ?? undefined,
        user,
      });
      back.searchParams.set("code", code);
    }
    response.writeHead(302, { Location: back.toString() });
    response.end();
  }

  function exchange(provider: "github" | "google", body: string, response: ServerResponse) {
    const form = new URLSearchParams(body);
    const grant = grants.get(form.get("code") ?? "");
    const client = clients[provider];
    if (
      form.get("client_id") !== client.clientId ||
      form.get("client_secret") !== client.clientSecret
    ) {
      return json(response, 401, { error: "invalid_client" });
    }
    // A code works once, for the client and redirect it was issued to.
    if (!grant || grant.provider !== provider || grant.redirectUri !== form.get("redirect_uri")) {
      return json(response, provider === "github" ? 200 : 400, { error: "bad_verification_code" });
    }
    grants.delete(form.get("code")!);
    const accessToken = `${provider}-token-${randomBytes(12).toString("hex")}`;
    tokens.set(accessToken, grant);
    if (provider === "github") {
      return json(response, 200, {
        access_token: accessToken,
        token_type: "bearer",
        scope: "read:user,user:email",
      });
    }
    const user = grant.user as GoogleUser;
    const now = Math.floor(Date.now() / 1000);
    const idToken = signIdToken(privateKey, kid, {
      iss: "https://accounts.google.com",
      aud: client.clientId,
      iat: now,
      exp: now + 3600,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
      ...user,
    });
    return json(response, 200, {
      access_token: accessToken,
      expires_in: 3599,
      token_type: "Bearer",
      scope: "openid email profile",
      id_token: idToken,
    });
  }

  function githubApi(path: string, authorization: string | undefined, response: ServerResponse) {
    const grant = tokens.get((authorization ?? "").replace(/^Bearer /i, ""));
    if (!grant || grant.provider !== "github")
      return json(response, 401, { message: "Bad credentials" });
    const { emails, ...profile } = grant.user as GitHubUser;
    if (path === "/user") return json(response, 200, { ...profile, avatar_url: null });
    if (path === "/user/emails")
      return json(
        response,
        200,
        emails.map((e) => ({ ...e, visibility: null })),
      );
    return json(response, 404, { message: "Not Found" });
  }

  const server = createServer(async (request, response) => {
    const host = (request.headers.host ?? "").split(":")[0]!;
    const url = new URL(request.url ?? "/", `http://${host}`);
    const body = await readBody(request);
    requests.push({
      method: request.method ?? "",
      host,
      path: url.pathname,
      body,
      authorization: request.headers.authorization,
    });
    if (host === "github.com" && url.pathname === "/login/oauth/authorize")
      return authorize("github", url, response);
    if (host === "github.com" && url.pathname === "/login/oauth/access_token")
      return exchange("github", body, response);
    if (host === "api.github.com")
      return githubApi(url.pathname, request.headers.authorization, response);
    if (host === "accounts.google.com" && url.pathname === "/o/oauth2/v2/auth")
      return authorize("google", url, response);
    if (host === "oauth2.googleapis.com" && url.pathname === "/token")
      return exchange("google", body, response);
    if (host === "www.googleapis.com" && url.pathname === "/oauth2/v3/certs") {
      return json(response, 200, {
        keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }],
      });
    }
    return json(response, 404, { error: "not_found" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    signInAs(provider: "github" | "google", user: GitHubUser | GoogleUser) {
      nextUser[provider] = user;
    },
    denyNext(error) {
      nextDenial = error;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((failure) => (failure ? reject(failure) : resolve()));
      }),
  } as FakeOAuthProviders;
}

/**
 * A dispatcher for `setGlobalDispatcher` that sends requests for the provider hosts to `target`
 * (plain HTTP on loopback), keeping the original Host header so the fake knows who was called,
 * and everything else on its way.
 */
export function providerDispatcher(target: string): Dispatcher {
  const hosts = new Set<string>(PROVIDER_HOSTS);
  return new Agent().compose((dispatch) => (options, handler) => {
    const origin = new URL(String(options.origin));
    if (!hosts.has(origin.hostname)) return dispatch(options, handler);
    const headers = withHost(options.headers, origin.hostname);
    return dispatch({ ...options, origin: target, headers }, handler);
  });
}

function withHost(headers: Dispatcher.DispatchOptions["headers"], host: string) {
  const pairs: [string, string][] = [];
  if (Array.isArray(headers) && Array.isArray(headers[0])) {
    for (const [name, value] of headers as unknown as [string, string][]) pairs.push([name, value]);
  } else if (Array.isArray(headers)) {
    for (let index = 0; index < headers.length; index += 2)
      pairs.push([String(headers[index]), String(headers[index + 1])]);
  } else if (headers && typeof headers === "object") {
    for (const [name, value] of Object.entries(headers as Record<string, unknown>))
      if (value !== undefined) pairs.push([name, String(value)]);
  }
  return Object.fromEntries([
    ...pairs.filter(([name]) => name.toLowerCase() !== "host"),
    ["host", host],
  ]);
}
