"use client";

import { useQuery } from "@tanstack/react-query";
import { USERNAME_MESSAGES, usernameProblem } from "@/lib/auth/username-rules";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { useTRPC } from "@/trpc/react";
import { useDebouncedValue } from "./use-debounced-value";

/** How long typing must pause before the server is asked whether a username is free. */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

export type UsernameAvailability =
  | { state: "empty" }
  | { state: "current" }
  /** Breaks a rule (length, characters, reserved): known at once, without asking the server. */
  | { state: "invalid"; message: string }
  | { state: "checking" }
  | { state: "available"; username: string }
  | { state: "unavailable"; message: string }
  | { state: "check-failed"; message: string; retry(): void };

/** The server's answer to "is this name free?". */
type UsernameAnswer = { available: boolean; reason: string | null };

export type UsernameCheck = UsernameAvailability & {
  /**
   * The value the pause in typing last let through: once it equals what was typed, the decision
   * to ask the server (or not) has been made. The form shows it as `data-settled-value`, an
   * observable sign of the debounce firing.
   */
  settledValue: string;
};

/**
 * Whether `value` could become the user's username: the client-side rules first, then (after
 * a pause in typing) the server, which knows the names that are taken.
 */
export function useUsernameAvailability(value: string, current: string | null): UsernameCheck {
  const trpc = useTRPC();
  const candidate = value.trim();
  const debounced = useDebouncedValue(candidate, USERNAME_CHECK_DEBOUNCE_MS);
  const problem = candidate ? usernameProblem(candidate) : null;
  const isCurrent = current !== null && candidate === current;
  const settled = debounced === candidate;
  const check = useQuery(
    trpc.profile.checkUsername.queryOptions(
      { username: debounced },
      { enabled: !!candidate && !problem && !isCurrent && settled, staleTime: 10_000 },
    ),
  );

  return {
    ...availabilityOf(candidate, problem, isCurrent, settled, check),
    settledValue: debounced,
  };
}

function availabilityOf(
  candidate: string,
  problem: string | null,
  isCurrent: boolean,
  settled: boolean,
  check: { data?: UsernameAnswer; isError: boolean; refetch(): unknown },
): UsernameAvailability {
  if (!candidate) return { state: "empty" };
  if (problem) return { state: "invalid", message: problem };
  if (isCurrent) return { state: "current" };
  if (!settled) return { state: "checking" };
  if (check.data) {
    return check.data.available
      ? { state: "available", username: candidate }
      : { state: "unavailable", message: check.data.reason ?? USERNAME_MESSAGES.taken };
  }
  if (check.isError) {
    return {
      state: "check-failed",
      message: ACCOUNT_ERRORS.usernameCheckFailed,
      retry: () => void check.refetch(),
    };
  }
  return { state: "checking" };
}
