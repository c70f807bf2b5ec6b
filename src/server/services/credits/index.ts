/**
 * The credits service: the only code that moves credits. See docs/architecture.md, "Credits".
 *
 * CONTRACT (issue 12): signatures are fixed; the ledger helper implements them in ledger.ts,
 * holds.ts, accounts.ts, queries.ts and verify.ts and re-exports them from here.
 */
import type { CreditBalance } from "@/lib/credits/credit-rules";
import type { Database } from "@/server/db/types";
import type {
  GrantInput,
  LedgerEntry,
  MoveResult,
  Page,
  ReleaseInput,
  ReleaseResult,
  ReserveInput,
  ReserveResult,
  RevokeInput,
  RevokeResult,
  SettleInput,
  SettleResult,
  SpendInput,
  VerifyReport,
} from "./types";

export type * from "./types";

const notYet = (name: string): never => {
  throw new Error(`credits.${name} is not implemented yet`);
};

/** Adds credits (signup bonus, purchase, admin grant). */
export async function grantCredits(_db: Database, _input: GrantInput): Promise<MoveResult> {
  return notYet("grantCredits");
}

/** Removes credits for usage; AppError INSUFFICIENT_CREDITS (402, details) when available < amount. */
export async function spendCredits(_db: Database, _input: SpendInput): Promise<MoveResult> {
  return notYet("spendCredits");
}

/** Takes back up to `amount` (refund, admin revoke, dispute), never below zero available. */
export async function revokeCredits(_db: Database, _input: RevokeInput): Promise<RevokeResult> {
  return notYet("revokeCredits");
}

/** Holds credits for work in flight; INSUFFICIENT_CREDITS when available < amount. */
export async function reserveCredits(_db: Database, _input: ReserveInput): Promise<ReserveResult> {
  return notYet("reserveCredits");
}

/** Ends an open hold by spending the actual cost (capped at the hold); idempotent. */
export async function settleHold(_db: Database, _input: SettleInput): Promise<SettleResult> {
  return notYet("settleHold");
}

/** Ends an open hold without spending; idempotent. */
export async function releaseHold(_db: Database, _input: ReleaseInput): Promise<ReleaseResult> {
  return notYet("releaseHold");
}

/** Expires open holds past their time (run by every server process each minute). */
export async function sweepExpiredHolds(_db: Database, _now?: Date): Promise<{ released: number }> {
  return notYet("sweepExpiredHolds");
}

/**
 * The user's balance. Opens the credit account on first touch, granting the signup bonus once
 * (CREDITS_SIGNUP_BONUS), so accounts older than credits get it too.
 */
export async function getCreditBalance(_db: Database, _userId: string): Promise<CreditBalance> {
  return notYet("getCreditBalance");
}

/** The user's ledger, newest first. */
export async function listLedger(
  _db: Database,
  _userId: string,
  _options: { page: number; pageSize: number },
): Promise<Page<LedgerEntry>> {
  return notYet("listLedger");
}

/** Checks every balance against the sum of its ledger and every `held` against its open holds. */
export async function verifyCreditBalances(_db: Database): Promise<VerifyReport> {
  return notYet("verifyCreditBalances");
}
