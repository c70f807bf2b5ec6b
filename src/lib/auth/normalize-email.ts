/**
 * E-mail normalisation (spec section 5): lowercase everything; for Gmail (gmail.com and
 * googlemail.com) drop the dots of the local part and anything from "+". Two addresses that
 * normalise alike reach the same mailbox, so they are one account. Used at sign-up, sign-in,
 * magic link, reset, resend and in the lockout keys.
 */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function normalizeEmail(email: string): string {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  if (at <= 0) return lowered;
  const domain = lowered.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return lowered;
  const local = lowered.slice(0, at).split("+")[0]!.replaceAll(".", "");
  return `${local}@${domain}`;
}
