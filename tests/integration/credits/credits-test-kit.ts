/**
 * Set-up shared by the credits suites: a fresh database for the describe block and real user
 * rows (inserted directly, as accounts that existed before credits were).
 */
import { isAppError, type AppError } from "@/lib/app-error";
import { users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { useTestDatabase } from "../../helpers/use-test-database";

let counter = 0;

export function useCreditsDatabase() {
  const database = useTestDatabase();
  return {
    get db(): Database {
      return database.db;
    },
    /** A new user row (no credit account yet); answers its id. */
    async newUser(): Promise<string> {
      counter += 1;
      const id = `credits-user-${counter}-${Math.random().toString(36).slice(2, 8)}`;
      await database.db
        .insert(users)
        .values({ id, name: `User ${counter}`, email: `${id}@example.com` });
      return id;
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
