// Playwright's web server for the e2e suite: the app server (scripts/server.mjs, as `npm start`)
// with its output also appended to E2E_SERVER_LOG, where the tests read the e-mail links the
// outbox logs ("[mail] kind to …"). The tests stand in for one reverse proxy (TRUSTED_PROXIES=1):
// they give each test its own client IP in X-Forwarded-For, so per-IP limits never mix tests.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

const [port] = process.argv.slice(2);
const log = createWriteStream(process.env.E2E_SERVER_LOG ?? ".e2e/server.log", { flags: "a" });
const server = spawn(process.execPath, ["scripts/server.mjs", "-p", port, "-H", "127.0.0.1"], {
  stdio: ["ignore", "pipe", "pipe"],
  env: { TRUSTED_PROXIES: "1", ...process.env },
});
for (const stream of [server.stdout, server.stderr]) {
  stream.on("data", (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  log.end();
  process.exit(code ?? 0);
});
