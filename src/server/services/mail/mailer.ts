/**
 * Renders a mail, hands it to the configured transport and records it in `mail_outbox`. The
 * transport is chosen once, when the mailer is built: Resend when an API key is configured,
 * the outbox (database + server log) otherwise.
 */
import { createLogger } from "@/server/log";
import type { Database } from "@/server/db/types";
import { recordMail } from "./outbox";
import { renderMail } from "./templates";
import { createOutboxTransport, createResendTransport } from "./transports";
import type { MailData, MailKind, MailTransport } from "./types";

const log = createLogger("mail");

export interface MailerOptions {
  resendApiKey?: string;
  resendBaseUrl: string;
  from: string;
}

export interface Mailer {
  readonly transport: MailTransport["name"];
  send(kind: MailKind, data: MailData): Promise<void>;
}

export function createMailer(db: Database, options: MailerOptions): Mailer {
  const transport = options.resendApiKey
    ? createResendTransport({
        apiKey: options.resendApiKey,
        baseUrl: options.resendBaseUrl,
        from: options.from,
      })
    : createOutboxTransport();

  return {
    transport: transport.name,
    async send(kind, data) {
      const mail = renderMail(kind, data);
      // Deliver first: a mail Resend refused is thrown to the caller and never recorded as sent.
      const { providerMessageId } = await transport.deliver({ ...mail, to: data.to });
      const entry = {
        to: data.to,
        kind,
        ...mail,
        link: data.link ?? null,
        transport: transport.name,
        providerMessageId,
      };
      if (transport.name === "outbox") {
        await recordMail(db, entry);
        // The developer's inbox: the link is clickable from the `npm run dev` terminal. Only
        // here: with a real provider, sign-in links do not belong in production logs.
        const link = data.link ? ` → ${data.link}` : "";
        log.info(`${kind} to ${data.to}: "${mail.subject}"${link}`);
        return;
      }
      try {
        await recordMail(db, entry);
      } catch (error) {
        // The mail is already on its way; failing now would make the caller send it again.
        log.error(
          `sent ${kind} to ${data.to} via ${transport.name} but could not record it`,
          error,
        );
      }
    },
  };
}
