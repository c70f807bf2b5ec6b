/** The mail service: `sendMail` for the app, the rest for tests, auth config and admin views. */
export { sendMail } from "./send-mail";
export { createMailer, type Mailer, type MailerOptions } from "./mailer";
export { listOutbox, type OutboxEntry } from "./outbox";
export { renderMail } from "./templates";
export { escapeHtml } from "./layout";
export { createOutboxTransport, createResendTransport, MailDeliveryError } from "./transports";
export {
  CONFIRM_EMAIL_LINK_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  RESET_PASSWORD_LINK_TTL_SECONDS,
} from "./mail-links";
export {
  MAIL_KINDS,
  type MailData,
  type MailKind,
  type MailTransport,
  type RenderedMail,
} from "./types";
