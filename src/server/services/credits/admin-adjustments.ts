/**
 * Support's side of credits (/admin/credits and `npm run credits:grant`): find an account, read
 * its balance and ledger, and add or take back credits with a reason the user sees. Credits move
 * only through the credits service; this module adds the admin's rules on top: one movement per
 * action id, the same action id never reused for something else, and a log line naming who did it.
 */
import { eq } from "drizzle-orm";
import {
  adjustmentDescription,
  adjustmentIdempotencyKey,
  normalizeReason,
  type AdjustmentDirection,
} from "@/lib/admin/admin-rules";
import { AppError } from "@/lib/app-error";
import { normalizeEmail } from "@/lib/auth/normalize-email";
import type { CreditBalance } from "@/lib/credits/credit-rules";
import { ADMIN_TEXT } from "@/lib/errors/admin";
import { ERROR_CODES } from "@/lib/errors/codes";
import { adminCreditActions, creditHolds, creditLedger, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { createLogger } from "@/server/log";
import {
  EMPTY_REVOKE_KEY_PREFIX,
  getCreditBalance,
  grantCredits,
  listLedger,
  revokeCredits,
  type LedgerEntry,
  type Page,
} from "./index";

const log = createLogger("admin");

/** An account as the admin pages show it. */
export interface AdminUserSummary {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  createdAt: Date;
}

export interface AdminUserCredits {
  user: AdminUserSummary;
  balance: CreditBalance;
  ledger: Page<LedgerEntry>;
}

export interface AdminAdjustment {
  /** Who acts: the admin's user id, or "cli" for `npm run credits:grant`. */
  actor: string;
  userId: string;
  direction: AdjustmentDirection;
  amount: number;
  reason: string;
  /** Made once per submitted form or CLI run; a repeat moves nothing and answers the first result. */
  actionId: string;
}

export interface AdminAdjustmentResult {
  direction: AdjustmentDirection;
  /** Credits added (grant) or taken back (revoke); for a replay, what the first run moved. */
  moved: number;
  /** Credits a revoke could not take back because they had been spent (or are held); 0 for a grant. */
  shortfall: number;
  balance: CreditBalance;
  /** True when this action id had been carried out before: nothing moved this time. */
  replayed: boolean;
}

const summaryColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};

function userNotFound(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, ADMIN_TEXT.userNotFound);
}

/**
 * The account with this e-mail address (compared normalised, as sign-in does, so
 * "Ada.Lovelace+x@googlemail.com" finds adalovelace@gmail.com) or with this id; null if none.
 */
export async function findUserForAdmin(
  db: Database,
  query: string,
): Promise<AdminUserSummary | null> {
  const text = query.trim();
  const condition = text.includes("@") ? eq(users.email, normalizeEmail(text)) : eq(users.id, text);
  const [user] = await db.select(summaryColumns).from(users).where(condition).limit(1);
  return user ?? null;
}

async function requireUser(db: Database, userId: string): Promise<AdminUserSummary> {
  const [user] = await db.select(summaryColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw userNotFound();
  return user;
}

/** The account, its balance (opening it with the signup bonus on first touch) and a ledger page. */
export async function getUserCreditsForAdmin(
  db: Database,
  input: { userId: string; page: number; pageSize: number },
): Promise<AdminUserCredits> {
  const user = await requireUser(db, input.userId);
  const balance = await getCreditBalance(db, user.id);
  const ledger = await listLedger(db, user.id, { page: input.page, pageSize: input.pageSize });
  return { user, balance, ledger };
}

function actionIdReused(): AppError {
  return new AppError(ERROR_CODES.conflict, 409, ADMIN_TEXT.actionIdReused);
}

/** Whether a ledger row is this very action: the same account, direction and amount. */
function isSameAction(
  row: { userId: string; kind: string; amount: number },
  input: AdminAdjustment,
): boolean {
  if (row.userId !== input.userId) return false;
  // A revoke's row holds what it could remove, at most what was asked.
  return input.direction === "grant"
    ? row.kind === "admin_grant" && row.amount === input.amount
    : row.kind === "admin_revoke" && -row.amount <= input.amount;
}

/**
 * An action id sent again must be the same action (a double submit, a retried request). Reused
 * for another account, direction or amount it is refused with a clear 409 before anything moves,
 * rather than answering the old result as if it were this one. (Two different actions racing
 * with one id are still stopped by the credits service's own key check.)
 */
async function assertActionIdFits(db: Database, input: AdminAdjustment, key: string) {
  const [row] = await db
    .select({ userId: creditLedger.userId, kind: creditLedger.kind, amount: creditLedger.amount })
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, key))
    .limit(1);
  if (row) {
    if (!isSameAction(row, input)) throw actionIdReused();
    return;
  }
  // A revoke that found nothing to take leaves no ledger row, only the credits service's marker.
  const [empty] = await db
    .select({ userId: creditHolds.userId, amount: creditHolds.amount })
    .from(creditHolds)
    .where(eq(creditHolds.idempotencyKey, EMPTY_REVOKE_KEY_PREFIX + key))
    .limit(1);
  if (
    empty &&
    (input.direction !== "revoke" || empty.userId !== input.userId || empty.amount !== input.amount)
  ) {
    throw actionIdReused();
  }
}

/**
 * Adds credits to an account or takes them back (never below zero available: what had been
 * spent already is answered as the shortfall). Idempotent per action id.
 */
export async function adjustCreditsAsAdmin(
  db: Database,
  input: AdminAdjustment,
): Promise<AdminAdjustmentResult> {
  // One transaction: the movement and its record (who, why) commit together or not at all.
  const result = await db.transaction((tx) => adjustAndRecord(tx, input));
  // Who changed whose credits, for the log (ids only: no e-mail address or reason in logs).
  log.info(
    `${input.direction} by ${input.actor} for user ${input.userId}: action ${input.actionId}, ` +
      `moved ${result.moved}, shortfall ${result.shortfall}${result.replayed ? " (replayed: nothing moved now)" : ""}`,
  );
  return result;
}

async function adjustAndRecord(
  db: Database,
  input: AdminAdjustment,
): Promise<AdminAdjustmentResult> {
  await requireUser(db, input.userId);
  const idempotencyKey = adjustmentIdempotencyKey(input.actionId);
  await assertActionIdFits(db, input, idempotencyKey);
  const movement = {
    userId: input.userId,
    amount: input.amount,
    reference: { type: "admin_action" as const, id: input.actionId },
    idempotencyKey,
    description: adjustmentDescription(input.direction, input.reason),
  };
  let result: AdminAdjustmentResult;
  if (input.direction === "grant") {
    const granted = await grantCredits(db, { ...movement, kind: "admin_grant" });
    if (granted.replayed && !isSameAction(granted.entry, input)) throw actionIdReused();
    result = {
      direction: "grant",
      moved: granted.entry.amount,
      shortfall: 0,
      balance: granted.balance,
      replayed: granted.replayed,
    };
  } else {
    const revoked = await revokeCredits(db, { ...movement, kind: "admin_revoke" });
    if (revoked.replayed && revoked.entry && !isSameAction(revoked.entry, input)) {
      throw actionIdReused();
    }
    result = {
      direction: "revoke",
      moved: revoked.removed,
      shortfall: revoked.shortfall,
      balance: revoked.balance,
      replayed: revoked.replayed,
    };
  }
  if (!result.replayed) {
    await db.insert(adminCreditActions).values({
      id: input.actionId,
      actor: input.actor,
      userId: input.userId,
      direction: input.direction,
      requested: input.amount,
      moved: result.moved,
      reason: normalizeReason(input.reason),
    });
  }
  return result;
}
