/**
 * Set-up shared by the credits suites: a fresh database for the describe block, real user
 * rows (inserted directly, as accounts that existed before credits were), and short forms of the
 * ledger calls that fill in the details (reference, description) the tests do not look at.
 */
import { isAppError, type AppError } from "@/lib/app-error";
import { users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import {
  grantCredits,
  reserveCredits,
  revokeCredits,
  spendCredits,
  type CreditReference,
  type CreditsOptions,
  type GrantInput,
  type ReserveInput,
  type RevokeInput,
} from "@/server/services/credits";
import { useTestDatabase } from "../../helpers/use-test-database";

let counter = 0;

export function useCreditsDatabase() {
  const database = useTestDatabase();
  /** A new user row (no credit account yet); answers its id. */
  async function newUser(): Promise<string> {
    counter += 1;
    const id = `credits-user-${counter}-${Math.random().toString(36).slice(2, 8)}`;
    await database.db
      .insert(users)
      .values({ id, name: `User ${counter}`, email: `${id}@example.com` });
    return id;
  }
  return {
    get db(): Database {
      return database.db;
    },
    newUser,
    /** A new user holding `balance` credits, given as an admin gift. */
    async userWith(balance: number): Promise<string> {
      const user = await newUser();
      await grant(database.db, user, balance, `g-${user}`);
      return user;
    },
  };
}

/** The AppError a call failed with (fails the test if it did not fail with one). */
export async function appErrorOf(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

/** No signup bonus, so a test's arithmetic starts at 0. */
export const NO_BONUS = { signupBonus: 0 } as const;

export function reference(id = "test") {
  return { type: "admin_action" as const, id };
}

/** The parts of a movement a call may set; the rest come from the short forms below. */
type Details<Input> = Partial<Omit<Input, "userId" | "amount" | "idempotencyKey">>;

/** The fields every movement has: a generation named by `key` unless the caller says otherwise. */
function movement(userId: string, amount: number, key: string, description: string) {
  const generation: CreditReference = { type: "generation", id: key };
  return { userId, amount, idempotencyKey: key, reference: generation, description };
}

/** Grants `amount` credits (an admin gift unless `details` say otherwise), once per `key`. */
export function grant(
  db: Database,
  userId: string,
  amount: number,
  key: string,
  details: Details<GrantInput> = {},
) {
  const input = { ...movement(userId, amount, key, "Gift"), reference: reference() };
  return grantCredits(db, { ...input, kind: "admin_grant", ...details }, NO_BONUS);
}

/** Spends `amount` credits on a generation named by `key`, once per `key`. */
export function spend(
  db: Database,
  userId: string,
  amount: number,
  key: string,
  options: CreditsOptions = NO_BONUS,
) {
  return spendCredits(db, movement(userId, amount, key, "Draft"), options);
}

/** Holds `amount` credits for a generation named by `key`, once per `key`. */
export function reserve(
  db: Database,
  userId: string,
  amount: number,
  key: string,
  details: Details<ReserveInput> = {},
) {
  return reserveCredits(
    db,
    { ...movement(userId, amount, key, "Plan draft"), ...details },
    NO_BONUS,
  );
}

const PAYMENT: CreditReference = { type: "payment", id: "p" };

/** Takes back up to `amount` credits for a payment (a refund unless `details` say otherwise). */
export function revoke(
  db: Database,
  userId: string,
  amount: number,
  key: string,
  details: Details<RevokeInput> = {},
) {
  const input = { ...movement(userId, amount, key, "Refund"), reference: PAYMENT };
  return revokeCredits(db, { ...input, kind: "refund", ...details }, NO_BONUS);
}
