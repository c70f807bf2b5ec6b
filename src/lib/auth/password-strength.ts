/**
 * The password strength rule, shared by the forms (the meter and the client-side check) and the
 * server (sign-up, reset, change): a password must score at least MIN_PASSWORD_SCORE with
 * zxcvbn, which knows common passwords, words, names, keyboard patterns and repeats, and must not
 * be the person's e-mail address or its local part. The estimator is passed in, so this module
 * stays small; ./password-estimator loads zxcvbn's large dictionaries on demand.
 */
import { normalizeEmail } from "@/lib/auth/normalize-email";
import { PASSWORD_STRENGTH_TEXT } from "@/lib/errors/accounts";

/** zxcvbn's scale is 0 (too guessable) to 4 (very unguessable); 3 resists offline guessing. */
export const MIN_PASSWORD_SCORE = 3;
export const MAX_PASSWORD_SCORE = 4;

/**
 * Only this many leading characters are rated: zxcvbn's work grows steeply with length (a
 * 128-character repeated pattern takes about half a second of CPU here, a 48-character one under
 * a tenth), and a password is at least as hard to guess as its start, so the cap can only make
 * the rule stricter, never let a weak password through.
 */
export const PASSWORD_STRENGTH_CHECKED_LENGTH = 48;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** What zxcvbn's `check(password, userInputs)` answers, the parts this rule reads. */
export interface PasswordEstimate {
  score: PasswordScore;
  feedback: { warning: string | null; suggestions: string[] };
}

export type PasswordEstimator = (password: string, userInputs: string[]) => PasswordEstimate;

/** Who the password is for: their own details make a password guessable. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
  username?: string | null;
}

export interface PasswordRating {
  score: PasswordScore;
  acceptable: boolean;
  /** The meter's text, e.g. 'Weak — add another word or two'. */
  summary: string;
  /** Why the password is refused (the field error), or null when it is accepted. */
  problem: string | null;
  /** zxcvbn's warning and advice, shown under the meter. */
  warning: string | null;
  suggestions: string[];
}

/** The owner's details as zxcvbn "user inputs": the address, its parts, the name's words. */
export function ownerWords(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? "";
  const localPart = email.split("@")[0] ?? "";
  const words = [
    email,
    localPart,
    ...localPart.split(/[._+-]+/),
    owner.name?.trim() ?? "",
    ...(owner.name ?? "").split(/\s+/),
    // "Jane Carter" is often typed as "JaneCarter".
    (owner.name ?? "").replace(/\s+/g, ""),
    owner.username?.trim() ?? "",
  ];
  // Very short fragments ("a", "jo") would match inside unrelated passwords.
  return [...new Set(words.map((word) => word.toLowerCase()).filter((word) => word.length >= 3))];
}

/**
 * The password is the e-mail address or its local part, in any spelling that reaches the same
 * mailbox (case, spaces around, and Gmail's dots and "+tags", as normalizeEmail has it).
 */
export function isOwnEmail(password: string, owner: PasswordOwner): boolean {
  const email = owner.email ? normalizeEmail(owner.email) : "";
  const at = email.lastIndexOf("@");
  const candidate = password.trim();
  if (at <= 0 || !candidate) return false;
  const domain = email.slice(at + 1);
  return normalizeEmail(candidate) === email || normalizeEmail(`${candidate}@${domain}`) === email;
}

/**
 * What the estimator sees: padding with spaces is a cheap, well-known mangling that zxcvbn
 * would score as random characters (" password " as strong), so runs of whitespace count as one
 * space and the ends are trimmed; then only the leading characters are kept.
 */
function ratedPart(password: string): string {
  return password.replace(/\s+/g, " ").trim().slice(0, PASSWORD_STRENGTH_CHECKED_LENGTH);
}

/** Rates a password for its owner with the given estimator (zxcvbn's check). */
export function ratePassword(
  estimate: PasswordEstimator,
  password: string,
  owner: PasswordOwner = {},
): PasswordRating {
  if (isOwnEmail(password, owner)) {
    return {
      score: 0,
      acceptable: false,
      summary: PASSWORD_STRENGTH_TEXT.summary(0),
      problem: PASSWORD_STRENGTH_TEXT.isEmail,
      warning: PASSWORD_STRENGTH_TEXT.isEmail,
      suggestions: [],
    };
  }
  const { score, feedback } = estimate(ratedPart(password), ownerWords(owner));
  const acceptable = score >= MIN_PASSWORD_SCORE;
  return {
    score,
    acceptable,
    summary: PASSWORD_STRENGTH_TEXT.summary(score),
    problem: acceptable ? null : PASSWORD_STRENGTH_TEXT.tooWeak(feedback.warning),
    warning: feedback.warning,
    suggestions: feedback.suggestions,
  };
}
