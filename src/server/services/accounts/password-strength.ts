/** The server's side of the password strength rule (src/lib/auth/password-strength.ts). */
import { AppError } from "@/lib/app-error";
import { loadPasswordEstimator } from "@/lib/auth/password-estimator";
import { ratePassword, type PasswordOwner } from "@/lib/auth/password-strength";
import { ERROR_CODES } from "@/lib/errors/codes";

/**
 * Refuses a guessable password, or one equal to the owner's e-mail, with a 400 whose field error
 * is on `password` (the shape of every other validation error).
 */
export async function assertStrongPassword(password: string, owner: PasswordOwner): Promise<void> {
  const rating = ratePassword(await loadPasswordEstimator(), password, owner);
  if (rating.acceptable) return;
  const problem = rating.problem!;
  throw new AppError(ERROR_CODES.badRequest, 400, problem, { password: [problem] });
}
