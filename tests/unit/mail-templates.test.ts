import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/server/services/mail/layout";
import {
  CONFIRM_EMAIL_LINK_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  RESET_PASSWORD_LINK_TTL_SECONDS,
  describeLifetime,
} from "@/server/services/mail/mail-links";
import { renderMail } from "@/server/services/mail/templates";
import { MAIL_KINDS, type MailKind } from "@/server/services/mail/types";

const appUrl = "https://plansmith.example";
// An `&` in the link proves the HTML escapes it while the text keeps it raw.
const link = "https://plansmith.example/api/auth/verify?token=abc123&callbackURL=%2Fdashboard";
const LINK_KINDS: MailKind[] = ["confirm-email", "magic-link", "reset-password"];

describe("mail templates", () => {
  it.each(MAIL_KINDS)("%s renders a subject, html and text", (kind) => {
    const mail = renderMail(kind, { to: "jane@example.com", name: "Jane", link, appUrl });
    expect(mail.subject.trim()).not.toBe("");
    expect(mail.subject).toContain("Plansmith");
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain("Plansmith");
    expect(mail.html).toContain("Hi Jane,");
    expect(mail.text).toContain("Hi Jane,");
    // The footer: app URL and why they got it, in both versions.
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(appUrl);
      expect(body).toContain("You received this e-mail because");
    }
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it.each(LINK_KINDS)(
    "%s puts the link in the button, the copy-paste line and the text",
    (kind) => {
      const mail = renderMail(kind, { to: "jane@example.com", link, appUrl });
      expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
      // Twice in the HTML: the button and the raw link below it.
      expect(mail.html.split(escapeHtml(link)).length - 1).toBeGreaterThanOrEqual(3);
      expect(mail.html).not.toContain(link); // the raw `&` never reaches the HTML
      expect(mail.text).toContain(link);
    },
  );

  it.each(LINK_KINDS)("%s refuses to render without its link", (kind) => {
    expect(() => renderMail(kind, { to: "jane@example.com", appUrl })).toThrow(/needs a link/);
  });

  it("states each link's lifetime from the shared constants", () => {
    const lifetime = (kind: MailKind) => renderMail(kind, { to: "j@example.com", link, appUrl });
    expect(lifetime("confirm-email").text).toContain("expires in 24 hours");
    expect(lifetime("magic-link").text).toContain("expires in 15 minutes");
    expect(lifetime("reset-password").text).toContain("expires in 1 hour.");
    expect(lifetime("magic-link").html).toContain("expires in 15 minutes");
    expect([
      CONFIRM_EMAIL_LINK_TTL_SECONDS,
      MAGIC_LINK_TTL_SECONDS,
      RESET_PASSWORD_LINK_TTL_SECONDS,
    ]).toEqual([86_400, 900, 3600]);
    expect(describeLifetime(2 * 86_400)).toBe("2 days");
    expect(describeLifetime(90)).toBe("90 seconds");
  });

  it("notices without a link have no button and say what to do", () => {
    const changed = renderMail("password-changed", { to: "j@example.com", appUrl });
    expect(changed.html).not.toContain("Or copy this link");
    expect(changed.text).toContain("If it wasn't you");
    expect(changed.text).toContain(`${appUrl}/auth/login`);
    const deleted = renderMail("account-deleted", { to: "j@example.com", name: null, appUrl });
    expect(deleted.text).toContain("Hi there,");
    expect(deleted.text).toContain("deleted");
  });

  it.each(MAIL_KINDS)("%s escapes the name and the link in html", (kind) => {
    const name = `<script>alert("x")</script> O'Brien & Co`;
    const evilLink = `https://plansmith.example/x?a="><img src=x onerror=alert(1)>`;
    const mail = renderMail(kind, { to: "j@example.com", name, link: evilLink, appUrl });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co",
    );
    // The plain-text version is not HTML, so it keeps the name as typed.
    expect(mail.text).toContain(name);
  });

  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
