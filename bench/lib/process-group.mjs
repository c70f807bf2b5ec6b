// Stops a child process together with everything it started. The harness spawns `next build`
// and `next start` as leaders of their own process groups (`detached: true`) because both fork
// further processes (build workers; scripts/build.mjs runs `next build` as a grandchild), and
// killing only the direct child would leave those running.
import { setTimeout as sleep } from "node:timers/promises";

/** Sends `signal` to the process group led by `pid`; false when the group no longer exists. */
export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch (error) {
    if (error.code === "ESRCH") return false;
    throw error;
  }
}

/** SIGTERM to the group, then SIGKILL if any member is still there after `graceMs`. */
export async function stopGroup(pid, { graceMs = 5_000 } = {}) {
  if (!pid || !signalGroup(pid, "SIGTERM")) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    // Signal 0 delivers nothing; it only tells whether the group still has members.
    if (!signalGroup(pid, 0)) return;
    await sleep(100);
  }
  signalGroup(pid, "SIGKILL");
  // SIGKILL cannot be refused; give the kernel a moment to reap the group.
  for (let i = 0; i < 20 && signalGroup(pid, 0); i++) await sleep(100);
}
