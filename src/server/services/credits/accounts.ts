/**
 * Credit accounts open on first touch: the first operation on a user (or the sign-up hook)
 * inserts the account and, in the same transaction, grants the signup bonus once. Accounts of
 * users who signed up before credits existed therefore get the bonus the first time they are
 * seen, and no user can get it twice (the account insert and the bonus key are both unique).
 */
import { eq, sql } from "drizzle-orm";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { creditAccounts, creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { createLogger } from "@/server/log";
import { creditsConfig, type CreditsOptions } from "./config";

export function signupBonusKey(userId: string): string {
  return `signup_bonus:${userId}`;
}

/**
 * Opens the user's account unless it exists; answers whether this call opened it. Runs in its
 * own transaction (a savepoint inside the caller's), so the account and its bonus commit together.
 */
export async function openAccount(
  db: Database,
  userId: string,
  options?: CreditsOptions,
): Promise<boolean> {
  const { signupBonus } = creditsConfig(options);
  return db.transaction(async (tx) => {
    const opened = await tx
      .insert(creditAccounts)
      .values({ userId })
      .onConflictDoNothing({ target: creditAccounts.userId })
      .returning({ userId: creditAccounts.userId });
    if (opened.length === 0) return false;
    if (signupBonus > 0) {
      const granted = await tx
        .insert(creditLedger)
        .values({
          userId,
          amount: signupBonus,
          kind: "signup_bonus",
          referenceType: "account",
          referenceId: userId,
          description: CREDITS_TEXT.signupBonusDescription,
          idempotencyKey: signupBonusKey(userId),
          balanceAfter: signupBonus,
          // As every row's, the time its balance changed (see changeAccount in entries.ts).
          createdAt: sql`clock_timestamp()`,
        })
        .onConflictDoNothing({ target: creditLedger.idempotencyKey })
        .returning({ id: creditLedger.id });
      // The key can exist already only if an account row was deleted by hand: no second bonus
      // then (the new account starts at 0 and credits:verify reports the difference).
      if (granted.length > 0) {
        await tx
          .update(creditAccounts)
          .set({ balance: signupBonus })
          .where(eq(creditAccounts.userId, userId));
      }
    }
    return true;
  });
}

const log = createLogger("credits");

/**
 * Better Auth's user.create.after hook: the new user's account and signup bonus at once. A
 * failure is logged, not thrown — sign-up has succeeded, and the account opens on first touch.
 */
export async function openAccountForNewUser(db: Database, userId: string): Promise<void> {
  try {
    await openAccount(db, userId);
  } catch (error) {
    log.error("could not open the credit account at sign-up (it opens on first use):", error);
  }
}
