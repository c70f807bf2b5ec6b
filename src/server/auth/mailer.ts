import type { MailKind } from "@/server/services/mail/types";

/** What the auth configuration needs from the mail service: send one kind of mail to a user. */
export type AuthMailKind = MailKind;

export interface AuthMailer {
  send(
    kind: AuthMailKind,
    user: { email: string; name?: string | null },
    link?: string,
  ): Promise<void>;
}
