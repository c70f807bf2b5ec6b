/**
 * The credits service's public shapes. Every operation takes a Database, which may be a
 * transaction of the caller's (Drizzle nests it as a savepoint), so a payment's record and its
 * credits commit together.
 */
import type {
  CreditBalance,
  CreditGrantKind,
  CreditHoldStatus,
  CreditKind,
  CreditReferenceType,
  CreditRevokeKind,
} from "@/lib/credits/credit-rules";

export type { CreditBalance } from "@/lib/credits/credit-rules";

/** What a movement refers to: the payment, the AI generation, the admin's action… */
export interface CreditReference {
  type: CreditReferenceType;
  id: string;
}

export interface LedgerEntry {
  id: string;
  userId: string;
  /** Signed: positive adds, negative removes. */
  amount: number;
  kind: CreditKind;
  referenceType: CreditReferenceType;
  referenceId: string;
  description: string;
  balanceAfter: number;
  holdId: string | null;
  createdAt: Date;
}

export interface CreditHold {
  id: string;
  userId: string;
  amount: number;
  status: CreditHoldStatus;
  referenceType: CreditReferenceType;
  referenceId: string;
  description: string;
  settledAmount: number | null;
  expiresAt: Date;
  resolvedAt: Date | null;
  createdAt: Date;
}

interface MovementInput {
  userId: string;
  /** Whole credits, 1…MAX_CREDITS_PER_OPERATION. */
  amount: number;
  reference: CreditReference;
  /** Unique per movement; a repeat returns the first result and moves nothing. */
  idempotencyKey: string;
  /** What the ledger shows for the row. */
  description: string;
}

export interface GrantInput extends MovementInput {
  kind: CreditGrantKind;
}

export type SpendInput = MovementInput;

export interface RevokeInput extends MovementInput {
  kind: CreditRevokeKind;
}

export interface ReserveInput extends MovementInput {
  /** Seconds before the sweep releases the hold; default CREDIT_HOLD_TTL_SECONDS. */
  ttlSeconds?: number;
}

export interface SettleInput {
  holdId: string;
  /** The owner of the hold; another user's hold is "not found". */
  userId: string;
  /**
   * The actual cost. At most the held amount is charged: the hold is the most the user was told
   * the work could cost. Beyond it, the difference is recorded as a usage shortfall.
   */
  actual: number;
  /** What the ledger shows; default the hold's description. */
  description?: string;
  /** The model whose usage it was, for the shortfall's record. */
  modelId?: string;
}

export interface ReleaseInput {
  holdId: string;
  userId: string;
}

export interface MoveResult {
  entry: LedgerEntry;
  balance: CreditBalance;
  /** True when the idempotency key had been used: nothing moved, `entry` is the first result. */
  replayed: boolean;
}

export interface RevokeResult {
  /** The row that removed credits; null when nothing could be removed (all spent or held). */
  entry: LedgerEntry | null;
  /** Credits actually removed: min(amount, available). */
  removed: number;
  /** amount − removed: credits already spent, which could not be taken back. */
  shortfall: number;
  balance: CreditBalance;
  replayed: boolean;
}

export interface ReserveResult {
  hold: CreditHold;
  balance: CreditBalance;
  replayed: boolean;
}

export interface SettleResult {
  hold: CreditHold;
  /** Credits spent; 0 when the hold had already been released or expired. */
  charged: number;
  /** Cost beyond the hold, recorded as a usage shortfall and not charged; 0 when it fitted. */
  shortfall: number;
  entry: LedgerEntry | null;
  balance: CreditBalance;
}

export interface ReleaseResult {
  hold: CreditHold;
  balance: CreditBalance;
}

/** A usage shortfall as /admin/payments lists it. */
export interface UsageShortfall {
  id: string;
  userId: string | null;
  /** The user's e-mail; null when the account has been deleted since. */
  userEmail: string | null;
  referenceType: CreditReferenceType;
  /** The generation's id (for a hold of a generation). */
  referenceId: string;
  modelId: string | null;
  /** The hold, charged in full. */
  charged: number;
  /** What the reported usage cost. */
  cost: number;
  /** cost − charged. */
  amount: number;
  createdAt: Date;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface BalanceMismatch {
  userId: string;
  balance: number;
  ledgerSum: number;
  held: number;
  openHolds: number;
  /** Ledger rows or open holds exist but the user has no account (balance and held read 0). */
  missingAccount?: true;
}

export interface VerifyReport {
  ok: boolean;
  /** Accounts checked. */
  checked: number;
  mismatches: BalanceMismatch[];
}
