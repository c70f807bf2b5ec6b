// CPU time of a whole process group (the app server leads its own: scripts/server.mjs and what
// it forks), read from Linux's /proc. Elsewhere it answers null and cases report wall time only.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

let ticksPerSecond;

function clockTicks() {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  return ticksPerSecond;
}

/** Milliseconds of user + system CPU the group led by `pgid` has used so far, or null. */
export function groupCpuMs(pgid) {
  let entries;
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of entries) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // it ended while we looked
    }
    // Fields after the command name (which may hold spaces, so split after its closing ')'):
    // state ppid pgrp … utime is field 14, stime 15 (1-based over the whole line).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / clockTicks()) * 1000;
}
