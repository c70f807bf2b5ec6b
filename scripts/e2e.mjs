// `npm run test:e2e`: Playwright against a production build in Debian's Chromium.
// Builds the app (skip with E2E_SKIP_BUILD=1 when .next is current), picks a free port and a
// fresh data directory, then runs the suite. Extra arguments go to `playwright test`.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { spawnSync } from "node:child_process";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `End-to-end tests need Chromium at ${chromium}, and it is not there.\n` +
      "Install Debian's build with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "(Playwright's own browser download cannot reach its host from these machines.)",
  );
  process.exit(1);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync(".next/BUILD_ID")) {
  run(process.execPath, ["scripts/build.mjs"]);
}

const dataDir = path.resolve(".e2e", `data-${Date.now().toString(36)}`);
mkdirSync(dataDir, { recursive: true });
const port = await freePort();
const serverLog = path.join(dataDir, "server.log");
const result = spawnSync("node_modules/.bin/playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_SERVER_LOG: serverLog,
    CHROMIUM_PATH: chromium,
  },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
