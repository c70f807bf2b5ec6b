// The app server: `npm start` (production build) and `npm run dev` (`--dev`). Next.js behind a
// thin node:http server with two jobs done before Next.js sees a request:
// - The client IP. Route handlers cannot see the socket, and `next start` keeps any
//   X-Forwarded-For a client sends, so per-IP limits could be dodged with one header. Here the
//   client IP is computed from the connection and TRUSTED_PROXIES (src/lib/http/client-ip.ts)
//   and handed to the app in our own header, replacing any value a client sent under that name.
//   See docs/operations.md, "Client IP and TRUSTED_PROXIES".
// - Paths no route can serve (src/lib/http/request-path.ts: a NUL or another control character,
//   a percent-encoding that does not decode) are answered 404 here, for every page, API route
//   and file at once: inside Next.js they answered 500 and logged the failed query's parameters.
//
// Usage: node scripts/server.mjs [--dev] [-p|--port PORT] [-H|--hostname HOST]
// (PORT from the environment otherwise, as `next start`; default port 3000 on every interface).
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import nextEnv from "@next/env";

const { values: options } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
  },
});
const dev = options.dev;
// The project, wherever the server is started from (Next.js resolves its config from the cwd).
const projectDir = fileURLToPath(new URL("..", import.meta.url));
process.chdir(projectDir);
process.env.NODE_ENV ??= dev ? "development" : "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
// Load .env files before the configuration is validated, as `next start` would.
nextEnv.loadEnvConfig(projectDir, dev);

const [
  { default: next },
  { env },
  { CLIENT_IP_HEADER, resolveClientIp },
  { isServablePath },
  { ERROR_CODES },
  { COMMON_ERRORS },
] = await Promise.all([
  import("next"),
  import("../src/env.ts"),
  import("../src/lib/http/client-ip.ts"),
  import("../src/lib/http/request-path.ts"),
  import("../src/lib/errors/codes.ts"),
  import("../src/lib/errors/common.ts"),
]);

const port = Number(options.port ?? process.env.PORT ?? 3000);
// Not HOSTNAME from the environment: shells and containers set it to the machine's name.
const hostname = options.hostname;

const server = createServer();
const app = next({
  dev,
  dir: projectDir,
  hostname: hostname ?? "localhost",
  port,
  httpServer: server,
});
await app.prepare();
const handle = app.getRequestHandler();

/** The 404 of a path no route can serve: JSON in the API's error shape, plain text elsewhere. */
function answerUnservablePath(request, response) {
  const api = (request.url ?? "").startsWith("/api/");
  const body = api
    ? JSON.stringify({
        error: { code: ERROR_CODES.notFound, message: COMMON_ERRORS.pageNotFound },
      })
    : COMMON_ERRORS.pageNotFound;
  response.writeHead(404, {
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

server.on("request", (request, response) => {
  if (!isServablePath(request.url ?? "/")) {
    answerUnservablePath(request, response);
    return;
  }
  const clientIp = resolveClientIp({
    forwardedFor: request.headers["x-forwarded-for"],
    remoteAddress: request.socket.remoteAddress,
    trustedProxies: env.TRUSTED_PROXIES,
  });
  // Overwrite, never merge: only this server may speak under this name (in the parsed headers
  // and in the raw list, whichever a layer below reads).
  const raw = [];
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index].toLowerCase() === CLIENT_IP_HEADER) continue;
    raw.push(request.rawHeaders[index], request.rawHeaders[index + 1]);
  }
  if (clientIp) raw.push(CLIENT_IP_HEADER, clientIp);
  request.rawHeaders = raw;
  if (clientIp) request.headers[CLIENT_IP_HEADER] = clientIp;
  else delete request.headers[CLIENT_IP_HEADER];
  void handle(request, response);
});

// Without a hostname, every interface (IPv4 and IPv6), as `next start` does.
server.listen(port, hostname, () => {
  const shown = !hostname ? "localhost" : hostname.includes(":") ? `[${hostname}]` : hostname;
  console.log(
    `> Ready on http://${shown}:${port} (${dev ? "development" : "production"}, ` +
      `TRUSTED_PROXIES=${env.TRUSTED_PROXIES})`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
