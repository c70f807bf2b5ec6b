// `npm run build`: gives the build a version id (used by /version.json and the client's update
// check), runs `next build` with it, then lists the prerendered pages' inline scripts by hash
// for their Content-Security-Policy.
import { execFileSync, spawnSync } from "node:child_process";
import { writeScriptHashManifest } from "./script-hash-manifest.mjs";

function gitShortSha() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
  } catch {
    return "local";
  }
}

const buildId = process.env.NEXT_PUBLIC_BUILD_ID || `${gitShortSha()}-${Date.now().toString(36)}`;
console.log(`Building Plansmith, build id ${buildId}`);
const result = spawnSync("node_modules/.bin/next", ["build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, NEXT_PUBLIC_BUILD_ID: buildId, NEXT_TELEMETRY_DISABLED: "1" },
});
if (result.error) console.error(result.error.message);
if (result.status !== 0) process.exit(result.status ?? 1);
writeScriptHashManifest();
