/**
 * The words of each Plansmith e-mail. Templates only say what to write; `layout.ts` turns that
 * into HTML and plain text and escapes every value, so no template can forget to.
 */
import { renderLayout, type MailContent } from "./layout";
import {
  CONFIRM_EMAIL_LINK_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  RESET_PASSWORD_LINK_TTL_SECONDS,
  describeLifetime,
} from "./mail-links";
import type { MailData, MailKind, RenderedMail } from "./types";

type Template = (data: MailData, greeting: string) => Omit<MailContent, "appUrl">;

/** A confirm, sign-in or reset mail without its link is useless: a bug in the caller. */
function requireLink(data: MailData): string {
  if (!data.link) throw new Error("This e-mail needs a link, and none was given.");
  return data.link;
}

const templates: Record<MailKind, Template> = {
  "confirm-email": (data, greeting) => ({
    subject: "Confirm your Plansmith account",
    preview: "One click and your account is ready.",
    heading: "Confirm your e-mail address",
    paragraphs: [
      greeting,
      "Thanks for signing up for Plansmith! Please confirm that this is your e-mail address, and your account is ready to go.",
    ],
    action: { label: "Confirm my e-mail", url: requireLink(data) },
    notes: [
      `This link expires in ${describeLifetime(CONFIRM_EMAIL_LINK_TTL_SECONDS)}.`,
      "Didn't sign up? You can safely ignore this e-mail; nothing happens unless the link is used.",
    ],
    reason: "someone signed up for Plansmith with this address.",
  }),

  "magic-link": (data, greeting) => ({
    subject: "Your Plansmith sign-in link",
    preview: "Sign in with one click, no password needed.",
    heading: "Sign in to Plansmith",
    paragraphs: [greeting, "Here is the sign-in link you asked for. No password needed."],
    action: { label: "Sign in", url: requireLink(data) },
    notes: [
      `This link expires in ${describeLifetime(MAGIC_LINK_TTL_SECONDS)}.`,
      "Didn't try to sign in? You can safely ignore this e-mail; nobody can get in without the link.",
    ],
    reason: "someone asked to sign in to Plansmith with this address.",
  }),

  "reset-password": (data, greeting) => ({
    subject: "Reset your Plansmith password",
    preview: "Choose a new password for your account.",
    heading: "Reset your password",
    paragraphs: [
      greeting,
      "We got a request to reset the password of your Plansmith account. Choose a new one with the button below.",
    ],
    action: { label: "Choose a new password", url: requireLink(data) },
    notes: [
      `This link expires in ${describeLifetime(RESET_PASSWORD_LINK_TTL_SECONDS)}.`,
      "Didn't ask for this? You can safely ignore this e-mail; your password stays the same.",
    ],
    reason: "someone asked to reset the password of the Plansmith account for this address.",
  }),

  "password-changed": (data, greeting) => ({
    subject: "Your Plansmith password was changed",
    preview: "If this was you, there's nothing else to do.",
    heading: "Your password was changed",
    paragraphs: [
      greeting,
      "The password of your Plansmith account was just changed. If this was you, there's nothing else to do.",
      `If it wasn't you, please reset your password right away with "Forgot password?" on the sign-in page (${signInUrl(data.appUrl)}).`,
    ],
    notes: [],
    reason: "the password of the Plansmith account for this address was changed.",
  }),

  "account-deleted": (_data, greeting) => ({
    subject: "Your Plansmith account was deleted",
    preview: "Sorry to see you go.",
    heading: "Your account was deleted",
    paragraphs: [
      greeting,
      "Your Plansmith account has been deleted, as you asked. You won't get any more e-mails from us.",
      "Thanks for giving Plansmith a try. If you ever want to come back, you're welcome to sign up again anytime.",
    ],
    notes: ["Didn't delete your account yourself? Please get in touch with us right away."],
    reason: "the Plansmith account for this address was deleted.",
  }),
};

function signInUrl(appUrl: string): string {
  return `${appUrl.replace(/\/+$/, "")}/auth/login`;
}

export function renderMail(kind: MailKind, data: MailData): RenderedMail {
  const name = data.name?.trim();
  const greeting = name ? `Hi ${name},` : "Hi there,";
  return renderLayout({ ...templates[kind](data, greeting), appUrl: data.appUrl });
}
