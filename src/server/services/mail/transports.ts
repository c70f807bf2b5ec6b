/**
 * The two ways a mail leaves the app. Resend is spoken to with plain `fetch` (its REST API is one
 * POST), which keeps the SDK out of the server bundle and lets tests point it at a local server.
 */
import type { MailTransport } from "./types";

/** Embedded default: the outbox row the mailer writes is the delivery, nothing leaves. */
export function createOutboxTransport(): MailTransport {
  return {
    name: "outbox",
    deliver: async () => ({ providerMessageId: null }),
  };
}

/** A mail Resend refused, carrying Resend's own `message` and error `name`. */
export class MailDeliveryError extends Error {
  override readonly name = "MailDeliveryError";
  constructor(
    message: string,
    readonly status: number,
    readonly providerError: string | null,
  ) {
    super(message);
  }
}

// Sign-up and password reset wait on this call; a hung provider must not hang them.
const RESEND_TIMEOUT_MS = 15_000;

export function createResendTransport(options: {
  apiKey: string;
  baseUrl: string;
  from: string;
}): MailTransport {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/emails`;
  return {
    name: "resend",
    async deliver(mail) {
      // Not retried: a timeout after Resend accepted the mail would send it twice.
      const response = await fetch(endpoint, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          from: options.from,
          to: [mail.to],
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        }),
        signal: AbortSignal.timeout(RESEND_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok) {
        // Resend errors are `{ statusCode, name, message }`; a proxy in between may send HTML.
        const message =
          typeof body?.message === "string"
            ? body.message
            : `Resend answered ${response.status} ${response.statusText}`.trim();
        const providerError = typeof body?.name === "string" ? body.name : null;
        throw new MailDeliveryError(message, response.status, providerError);
      }
      if (typeof body?.id !== "string") {
        throw new MailDeliveryError(
          "Resend accepted the mail but sent no id",
          response.status,
          null,
        );
      }
      return { providerMessageId: body.id };
    },
  };
}
