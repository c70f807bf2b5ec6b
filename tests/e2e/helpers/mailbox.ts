import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";

const SERVER_LOG = process.env.E2E_SERVER_LOG ?? ".e2e/server.log";

export type MailKind =
  "confirm-email" | "magic-link" | "reset-password" | "password-changed" | "account-deleted";

/** Links the server's outbox has logged for `to` and `kind`, oldest first. */
function linksInLog(to: string, kind: MailKind): string[] {
  let log = "";
  try {
    log = readFileSync(SERVER_LOG, "utf8");
  } catch {
    return [];
  }
  const prefix = `[mail] ${kind} to ${to}: `;
  return log
    .split("\n")
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.split(" → ")[1]?.trim())
    .filter((link): link is string => !!link);
}

/** Waits for a new mail of `kind` to `to` (beyond `seenBefore` earlier ones) and returns its link. */
export async function waitForMailLink(to: string, kind: MailKind, seenBefore = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const links = linksInLog(to, kind);
        link = links.length > seenBefore ? links.at(-1) : undefined;
        return !!link;
      },
      { timeout: 15_000, message: `a ${kind} mail to ${to}` },
    )
    .toBe(true);
  return link!;
}

export function mailCount(to: string, kind: MailKind): number {
  return linksInLog(to, kind).length;
}

/** Any logged mail of `kind` to `to`, with or without a link. */
export function hasMail(to: string, kind: MailKind): boolean {
  try {
    return readFileSync(SERVER_LOG, "utf8").includes(`[mail] ${kind} to ${to}: `);
  } catch {
    return false;
  }
}

let counter = 0;
/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.com`;
}
