/**
 * E-mail normalisation (spec section 5): lowercase everything; for Gmail (gmail.com and
 * googlemail.com) drop the dots of the local part and anything from "+", and spell the domain
 * gmail.com: googlemail.com is the same mailbox under another name. Two addresses that normalise
 * alike reach the same mailbox, so they are one account. Used at sign-up, sign-in, magic link,
 * reset, resend and in the lockout keys. Accounts stored with googlemail.com before this rule are
 * moved to gmail.com by migration 0006_gmail_one_domain.
 */
export const GMAIL_DOMAIN = "gmail.com";
const GMAIL_DOMAINS = new Set([GMAIL_DOMAIN, "googlemail.com"]);

export function normalizeEmail(email: string): string {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  if (at <= 0) return lowered;
  const domain = lowered.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return lowered;
  const local = lowered.slice(0, at).split("+")[0]!.replaceAll(".", "");
  return `${local}@${GMAIL_DOMAIN}`;
}
