/**
 * INSUFFICIENT_CREDITS reaches every kind of client with the balance and the needed amount: a
 * REST (or streaming) route answers 402 `{ error: { code, message, details } }`, and the client's
 * reader finds the details in that shape and in the tRPC one alike.
 */
import { describe, expect, it } from "vitest";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";
import { ERROR_MESSAGES } from "@/lib/error-catalogue";
import { restHandler } from "@/server/api/rest/respond";
import { getCreditBalance, spendCredits } from "@/server/services/credits";
import { useCreditsDatabase } from "./credits-test-kit";

describe("the INSUFFICIENT_CREDITS answer", () => {
  const kit = useCreditsDatabase();

  it("is a 402 over REST carrying the balance, what is available and what was needed", async () => {
    const userId = await kit.newUser();
    const { available } = await getCreditBalance(kit.db, userId);
    const spendTooMuch = restHandler(async () => {
      await spendCredits(kit.db, {
        userId,
        amount: available + 5,
        reference: { type: "generation", id: "gen-rest" },
        idempotencyKey: `rest-spend:${userId}`,
        description: "Plan draft",
      });
      return Response.json({ data: null });
    });

    const response = await spendTooMuch(new Request("http://localhost/api/example"));
    expect(response.status).toBe(402);
    const body: unknown = await response.json();
    expect(body).toEqual({
      error: {
        code: INSUFFICIENT_CREDITS,
        message: ERROR_MESSAGES.insufficientCredits,
        details: { balance: available, available, needed: available + 5 },
      },
    });
    expect(insufficientCreditsDetailsOf(body)).toEqual({
      balance: available,
      available,
      needed: available + 5,
    });
    // Nothing moved.
    expect(await getCreditBalance(kit.db, userId)).toEqual({
      balance: available,
      held: 0,
      available,
    });
  });
});
