/**
 * The ledger's proof: every account's balance equals the sum of its ledger rows and its `held`
 * equals the sum of its open holds. Ledger rows or open holds of a user without an account are
 * mismatches too (credits that exist nowhere). Read-only; `npm run credits:verify` runs it.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/db/query-rows";
import type { Database } from "@/server/db/types";
import type { BalanceMismatch, VerifyReport } from "./types";

type Numeric = number | string;

interface MismatchRow {
  user_id: string;
  has_account: boolean;
  balance: Numeric;
  held: Numeric;
  ledger_sum: Numeric;
  open_holds: Numeric;
}

export async function verifyCreditBalances(db: Database): Promise<VerifyReport> {
  // One statement, so the sums and the balances are read from one snapshot.
  const rows = await queryRows<MismatchRow & { checked: Numeric }>(
    db,
    sql`with ledger as (
          select user_id, sum(amount)::bigint as total from credit_ledger group by user_id
        ), holds as (
          select user_id, sum(amount)::bigint as total from credit_holds
          where status = 'open' group by user_id
        ), everyone as (
          select user_id from credit_accounts
          union select user_id from ledger
          union select user_id from holds
        ), compared as (
          select e.user_id, a.user_id is not null as has_account,
            coalesce(a.balance, 0) as balance, coalesce(a.held, 0) as held,
            coalesce(l.total, 0) as ledger_sum, coalesce(h.total, 0) as open_holds
          from everyone e
          left join credit_accounts a on a.user_id = e.user_id
          left join ledger l on l.user_id = e.user_id
          left join holds h on h.user_id = e.user_id
        )
        select c.*, (select count(*) from credit_accounts) as checked
        from compared c
        where not c.has_account or c.balance <> c.ledger_sum or c.held <> c.open_holds
        union all
        -- Always one row, so the count arrives even when nothing is wrong.
        select null, true, 0, 0, 0, 0, (select count(*) from credit_accounts)
        order by 1 nulls first`,
  );
  const checked = Number(rows[0]?.checked ?? 0);
  const mismatches: BalanceMismatch[] = rows
    .filter((row) => row.user_id !== null)
    .map((row) => ({
      userId: row.user_id,
      balance: Number(row.balance),
      ledgerSum: Number(row.ledger_sum),
      held: Number(row.held),
      openHolds: Number(row.open_holds),
      ...(row.has_account ? {} : { missingAccount: true as const }),
    }));
  return { ok: mismatches.length === 0, checked, mismatches };
}
