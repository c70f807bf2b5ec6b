/** The app's mailer, configured from the environment and built on first use. */
import { env } from "@/env";
import { getDb } from "@/server/db/client";
import { createMailer, type Mailer } from "./mailer";
import type { MailData, MailKind } from "./types";

// Built lazily so importing this module (and `next build`) never opens the database.
let appMailer: Mailer | undefined;

export async function sendMail(kind: MailKind, data: MailData): Promise<void> {
  const db = await getDb();
  appMailer ??= createMailer(db, {
    resendApiKey: env.RESEND_API_KEY,
    resendBaseUrl: env.RESEND_BASE_URL,
    from: env.MAIL_FROM,
  });
  await appMailer.send(kind, data);
}
