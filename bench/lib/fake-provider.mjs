// The `ai` case's local OpenAI stand-in (bench/workloads/fake-openai.ts, which runs the test
// suite's fake) in a child process of its own: its paced tokens then do not wait behind the
// measuring client's parsing on one event loop.
import { spawn } from "node:child_process";
import path from "node:path";
import { stopGroup } from "./process-group.mjs";
import { runSeedScript } from "./seed.mjs";

const START_TIMEOUT_MS = 30_000;

/** Starts the fake; resolves to `{ url, apiKey, stop() }` once it listens. */
export function startFakeProvider({ projectDir }, spec) {
  const tsx = path.join(projectDir, "node_modules", ".bin", "tsx");
  const file = path.join(projectDir, "bench", "workloads", "fake-openai.ts");
  // Its own process group (tsx forks node), so stop() ends both.
  const child = spawn(tsx, [file, JSON.stringify(spec)], {
    cwd: projectDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LOG_LEVEL: "warn" },
  });
  const stop = () => stopGroup(child.pid, { graceMs: 2_000 });
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the fake provider did not start:\n${stderr}`));
    }, START_TIMEOUT_MS);
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.stdout.setEncoding("utf8").on("data", (chunk) => {
      stdout += chunk;
      const line = stdout.split("\n").find((candidate) => candidate.startsWith("{"));
      if (!line || !stdout.includes("\n")) return;
      clearTimeout(timer);
      resolve({ ...JSON.parse(line), stop });
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the fake provider exited (${code}):\n${stderr}`));
    });
  });
}

/**
 * A paid model served by the fake (stopped at cleanup), and a confirmed account with `credits`
 * to use it: resolves to the fake and the server environment that offers the model.
 */
export async function preparePaidModel(context, { spec, model, account }) {
  const fake = await startFakeProvider(context, spec);
  context.onCleanup(() => fake.stop());
  await runSeedScript(context, "ai-account.ts", account);
  const serverEnv = {
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODELS: model,
    AI_MODEL_PRICES: `${model}=0.01/0.01`,
  };
  return { fake, serverEnv };
}
