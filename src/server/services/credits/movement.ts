/**
 * Grant and spend as ONE statement: lock the account row, insert the ledger row (taking the
 * idempotency key) only when the available balance allows it, and apply its amount to the
 * account. A single statement is atomic by itself, so it needs no BEGIN/COMMIT of its own; the
 * account row is locked only while the server runs it (plus the caller's transaction, if any),
 * never across a round trip to this process — the row every spend of a user contends for.
 */
import { sql } from "drizzle-orm";
import {
  MAX_CREDIT_BALANCE,
  type CreditBalance,
  type CreditKind,
} from "@/lib/credits/credit-rules";
import { queryRows } from "@/server/db/query-rows";
import type { Database } from "@/server/db/types";
import type { CreditReference, LedgerEntry } from "./types";

export interface Movement {
  userId: string;
  /** Signed: positive adds, negative removes. */
  amount: number;
  kind: CreditKind;
  reference: CreditReference;
  idempotencyKey: string;
  description: string;
}

export type MovementOutcome =
  /** The row was written and the balance changed. */
  | { moved: true; entry: LedgerEntry; balance: CreditBalance }
  /**
   * Nothing moved: the available balance was too small (or a grant would pass
   * MAX_CREDIT_BALANCE), or the key was already used (the caller tells them apart). `before` is the account as the statement found it, locked.
   */
  | { moved: false; before: CreditBalance }
  /** The user has no credit account yet. */
  | null;

interface Row {
  before_balance: number;
  before_held: number;
  id: string | null;
  created_ms: number | null;
  balance: number | null;
  held: number | null;
}

export async function applyMovement(db: Database, m: Movement): Promise<MovementOutcome> {
  // Parameters in an INSERT … SELECT list have no type of their own, hence the casts.
  const [row] = await queryRows<Row>(
    db,
    sql`with account as (
          select balance, held from credit_accounts
          where user_id = ${m.userId}
          for update
        ), entry as (
          insert into credit_ledger (user_id, amount, kind, reference_type, reference_id,
            description, idempotency_key, balance_after, created_at)
          select ${m.userId}::text, ${m.amount}::integer, ${m.kind}::text,
            ${m.reference.type}::text, ${m.reference.id}::text, ${m.description}::text,
            ${m.idempotencyKey}::text, account.balance + ${m.amount}::integer,
            -- The time the balance changed, after the user's previous row (PGlite's clock
            -- counts whole milliseconds), so newest-first shows balance_after in sequence.
            greatest(clock_timestamp(), (
              select max(earlier.created_at) + interval '1 microsecond'
              from credit_ledger earlier where earlier.user_id = ${m.userId}
            ))
          from account
          where account.balance + ${m.amount}::integer - account.held >= 0
            and account.balance + ${m.amount}::integer <= ${MAX_CREDIT_BALANCE}::integer
          on conflict (idempotency_key) do nothing
          returning id, amount, created_at
        ), moved as (
          update credit_accounts
          set balance = credit_accounts.balance + entry.amount, updated_at = now()
          from entry
          where credit_accounts.user_id = ${m.userId}
          returning credit_accounts.balance, credit_accounts.held
        )
        select account.balance as before_balance, account.held as before_held, entry.id,
          (extract(epoch from entry.created_at) * 1000)::float8 as created_ms,
          moved.balance, moved.held
        from account left join entry on true left join moved on true`,
  );
  if (!row) return null;
  const before = { balance: Number(row.before_balance), held: Number(row.before_held) };
  if (row.id === null || row.balance === null || row.held === null) {
    return { moved: false, before: { ...before, available: before.balance - before.held } };
  }
  const balance = Number(row.balance);
  const held = Number(row.held);
  return {
    moved: true,
    entry: {
      id: row.id,
      userId: m.userId,
      amount: m.amount,
      kind: m.kind,
      referenceType: m.reference.type,
      referenceId: m.reference.id,
      description: m.description,
      balanceAfter: balance,
      holdId: null,
      createdAt: new Date(Number(row.created_ms)),
    },
    balance: { balance, held, available: balance - held },
  };
}
