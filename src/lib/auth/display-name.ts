/**
 * How a signed-in person is named in the app (greeting, user menu, avatar initials): by their
 * name, and by their e-mail address only when they have given no name at all. The name may live
 * in the profile (full_name, set at sign-up or in settings) or only on the account (a name that
 * came from Google at an OAuth sign-up), so both are read.
 */
export interface NameSources {
  /** The profile's full name. */
  fullName?: string | null;
  /** The account's name (Better Auth's user.name), "" when none. */
  accountName?: string | null;
  username?: string | null;
  email: string;
}

/** A real name from the sources, or null (an account name that is the address is no name). */
function personalName({ fullName, accountName, email }: NameSources): string | null {
  const full = fullName?.trim();
  if (full) return full;
  const account = accountName?.trim();
  if (account && account.toLowerCase() !== email.trim().toLowerCase()) return account;
  return null;
}

/** "Ada Lovelace"; else the e-mail address (the user menu shows the username below it). */
export function displayName(sources: NameSources): string {
  return personalName(sources) ?? sources.email;
}

/** "Ada" from "Ada Lovelace" (the greeting); else the username; else the e-mail address. */
export function greetingName(sources: NameSources): string {
  const name = personalName(sources);
  if (name) return name.split(/\s+/)[0]!;
  return sources.username?.trim() || sources.email;
}

/**
 * "AL" for Ada Lovelace, "A" for Ada; from a username or an e-mail address only its first
 * letter ("omar@example.com" is "O", never "OE"); "?" when there is nothing to take.
 */
export function nameInitials(sources: NameSources): string {
  const name = personalName(sources);
  if (name) {
    const words = name.split(/\s+/).filter(Boolean);
    const first = [...(words[0] ?? "")][0] ?? "";
    const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? "") : "";
    return (first + last).toUpperCase() || "?";
  }
  const fallback = sources.username?.trim() || sources.email.trim();
  return ([...fallback][0] ?? "?").toUpperCase();
}
