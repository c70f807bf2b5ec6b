/** The mail service's public types, shared by templates, transports and callers. */

export type MailKind =
  "confirm-email" | "magic-link" | "reset-password" | "password-changed" | "account-deleted";

export const MAIL_KINDS: readonly MailKind[] = [
  "confirm-email",
  "magic-link",
  "reset-password",
  "password-changed",
  "account-deleted",
];

export interface MailData {
  to: string;
  /** The recipient's display name, when known; the greeting falls back to "Hi there". */
  name?: string | null;
  /** The action link (confirm, sign in, reset); unused by the notices that need none. */
  link?: string;
  /** Public URL of the app, shown in the footer. */
  appUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  readonly name: "outbox" | "resend";
  deliver(mail: RenderedMail & { to: string }): Promise<{ providerMessageId: string | null }>;
}
