/**
 * The signup bonus: granted once per account, when the account opens — at sign-up, or on the
 * first touch of a user who existed before credits — and not at all when configured to 0.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { creditAccounts, creditLedger, users } from "@/server/db/schema";
import {
  getCreditBalance,
  listLedger,
  spendCredits,
  verifyCreditBalances,
} from "@/server/services/credits";
import { AuthBrowser, createTestAuth } from "../../helpers/test-auth";
import { describeTarget } from "../../helpers/test-database";
import { reference, useCreditsDatabase } from "./credits-test-kit";

describe(`the signup bonus on ${describeTarget()}`, () => {
  const t = useCreditsDatabase();
  const bonusRows = (userId: string) =>
    t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

  it("an account that existed before credits gets the bonus once, on its first touch", async () => {
    const user = await t.newUser();
    const [before] = await t.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user));
    expect(before).toBeUndefined();

    // Its first touch is a spend: the bonus arrives first and pays for it.
    const spent = await spendCredits(
      t.db,
      {
        userId: user,
        amount: 5,
        reference: reference(),
        idempotencyKey: `s-${user}`,
        description: "Draft",
      },
      { signupBonus: 20 },
    );
    expect(spent.balance).toEqual({ balance: 15, held: 0, available: 15 });
    // Touching it again, even with another bonus configured, grants nothing more.
    expect(await getCreditBalance(t.db, user, { signupBonus: 50 })).toEqual({
      balance: 15,
      held: 0,
      available: 15,
    });
    const ledger = await listLedger(t.db, user, { page: 1, pageSize: 10 });
    expect(ledger.items.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ["usage", -5, 15],
      ["signup_bonus", 20, 20],
    ]);
    expect(ledger.items[1]?.description).toBe(CREDITS_TEXT.signupBonusDescription);
    expect((await verifyCreditBalances(t.db)).ok).toBe(true);
  });

  it("with a bonus of 0 the account opens empty and the ledger stays empty", async () => {
    const user = await t.newUser();
    expect(await getCreditBalance(t.db, user, { signupBonus: 0 })).toEqual({
      balance: 0,
      held: 0,
      available: 0,
    });
    const [account] = await t.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user));
    expect(account).toMatchObject({ balance: 0, held: 0 });
    expect(await bonusRows(user)).toEqual([]);
    // A later, larger configuration does not reach back to accounts already open.
    expect((await getCreditBalance(t.db, user, { signupBonus: 20 })).balance).toBe(0);
  });

  describe("at sign-up", () => {
    let setup: ReturnType<typeof createTestAuth>;
    beforeAll(() => {
      setup = createTestAuth(t.db);
    });

    it("opens the new user's account with the configured bonus at once", async () => {
      const browser = new AuthBrowser(setup.auth);
      const response = await browser.request("/api/identity/sign-up/email", {
        body: {
          email: "newcomer@example.com",
          password: "violet anchor drizzle lantern 42",
          name: "New Comer",
        },
      });
      expect(response.status).toBe(200);
      const [user] = await t.db.select().from(users).where(eq(users.email, "newcomer@example.com"));
      const [account] = await t.db
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, user!.id));
      expect(account).toMatchObject({ balance: env.CREDITS_SIGNUP_BONUS, held: 0 });
      const rows = await bonusRows(user!.id);
      expect(rows.map((row) => row.kind)).toEqual(
        env.CREDITS_SIGNUP_BONUS > 0 ? ["signup_bonus"] : [],
      );
    });
  });
});
