// Playwright's web server for the e2e suite: `next start` with its output also appended to
// E2E_SERVER_LOG, where the tests read the e-mail links the outbox logs ("[mail] kind to …").
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

const [port] = process.argv.slice(2);
const log = createWriteStream(process.env.E2E_SERVER_LOG ?? ".e2e/server.log", { flags: "a" });
const server = spawn("node_modules/.bin/next", ["start", "-p", port, "-H", "127.0.0.1"], {
  stdio: ["ignore", "pipe", "pipe"],
  env: process.env,
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
