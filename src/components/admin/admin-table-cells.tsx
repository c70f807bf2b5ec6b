import { ADMIN_TEXT } from "@/lib/errors/admin";
import { formatCalendarDate, formatFullDate, SERVER_TIME_ZONE } from "@/lib/text/date-text";

/** Header and number cells of the admin area's tables. */
export const ADMIN_TABLE_HEAD = "px-3 py-2 align-bottom font-medium";
export const ADMIN_TABLE_NUMBER = "px-3 py-2 text-right whitespace-nowrap tabular-nums";

/** The day a row happened, in the server's zone, with the full time on hover. */
export function AdminDateCell({ at }: { at: Date }) {
  return (
    <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
      <time dateTime={at.toISOString()} title={formatFullDate(at, SERVER_TIME_ZONE)}>
        {formatCalendarDate(at, SERVER_TIME_ZONE)}
      </time>
    </td>
  );
}

/** The account's e-mail, or that the account was deleted (its records are kept). */
export function AdminAccountCell({ email }: { email: string | null }) {
  return (
    <td className="max-w-56 truncate px-3 py-2">
      {email ?? <span className="text-muted-foreground italic">{ADMIN_TEXT.deletedAccount}</span>}
    </td>
  );
}
