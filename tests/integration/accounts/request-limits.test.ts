import { describe, expect, it } from "vitest";
import {
  ACCOUNT_ACTION_LIMITS,
  enforceAccountActionLimit,
  takeRequest,
} from "@/server/services/accounts/request-limits";
import { describeTarget } from "../../helpers/test-database";
import { useTestDatabase } from "../../helpers/use-test-database";

describe(`account action limits on ${describeTarget()}`, () => {
  const database = useTestDatabase();

  const t0 = new Date("2026-11-22T12:00:00Z");

  it("allows `max` requests per window, then refuses until the window has passed", async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const db = database.db;
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await takeRequest(db, "k", limit, new Date(t0.getTime() + i)));
    expect(answers).toEqual([true, true, true, false]);
    expect(await takeRequest(db, "k", limit, new Date(t0.getTime() + 60_000))).toBe(true);
  });

  it("answers 429 RATE_LIMIT_ERROR once an address has asked for too many reset links", async () => {
    const { max } = ACCOUNT_ACTION_LIMITS["password-reset"].perEmail;
    const who = { email: "flood@example.com", ip: null };
    for (let i = 0; i < max; i++)
      await enforceAccountActionLimit(database.db, "password-reset", who, t0);
    await expect(
      enforceAccountActionLimit(database.db, "password-reset", who, t0),
    ).rejects.toMatchObject({
      status: 429,
      code: "RATE_LIMIT_ERROR",
    });
    // Other actions and other addresses are counted apart.
    await enforceAccountActionLimit(database.db, "magic-link", who, t0);
    await enforceAccountActionLimit(
      database.db,
      "password-reset",
      { email: "other@example.com", ip: null },
      t0,
    );
  });

  it("limits a client IP across addresses", async () => {
    const { max } = ACCOUNT_ACTION_LIMITS["sign-up"].perIp;
    for (let i = 0; i < max; i++) {
      await enforceAccountActionLimit(
        database.db,
        "sign-up",
        { email: `u${i}@example.com`, ip: "192.0.2.1" },
        t0,
      );
    }
    await expect(
      enforceAccountActionLimit(
        database.db,
        "sign-up",
        { email: "one-more@example.com", ip: "192.0.2.1" },
        t0,
      ),
    ).rejects.toMatchObject({ status: 429 });
  });
});
