/**
 * The one layout every Plansmith e-mail uses, as HTML and as plain text. The HTML is
 * table-based with inline styles only, because mail clients (Outlook, Gmail) drop <style>
 * blocks, flexbox and external CSS. Templates pass plain text; everything is escaped here.
 */
import type { RenderedMail } from "./types";

/** What a template says; the layout decides how it looks. */
export interface MailContent {
  subject: string;
  /** Preview text shown next to the subject in the inbox list. */
  preview: string;
  heading: string;
  /** Greeting and body, one string per paragraph. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines after the button: link lifetime, "didn't ask for this?". */
  notes: string[];
  /** Ends "You received this e-mail because …". */
  reason: string;
  appUrl: string;
}

const BRAND = "#3e4ccf"; // the app's --primary (oklch 0.49 0.2 272) as sRGB
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function renderLayout(content: MailContent): RenderedMail {
  return { subject: content.subject, html: renderHtml(content), text: renderText(content) };
}

function paragraph(text: string, style = "margin:0 0 16px;color:#334155"): string {
  return `<p style="${style};font-size:15px;line-height:24px">${escapeHtml(text)}</p>`;
}

function renderButton(action: { label: string; url: string }): string {
  const url = escapeHtml(action.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">
<tr><td bgcolor="${BRAND}" style="border-radius:8px;background:${BRAND}">
<a href="${url}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 4px;color:#64748b;font-size:13px;line-height:20px">Or copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all"><a href="${url}" style="color:${BRAND}">${url}</a></p>`;
}

function renderHtml(content: MailContent): string {
  const appUrl = escapeHtml(content.appUrl);
  const body = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((text) => paragraph(text)),
    content.action ? renderButton(content.action) : "",
    ...content.notes.map((text) => paragraph(text, "margin:0 0 12px;color:#64748b")),
  ]
    .filter(Boolean)
    .join("\n");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f5f9">
<tr><td align="center" style="padding:32px 16px;font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">
<tr><td style="padding:0 8px 16px;font-size:20px;font-weight:700;color:${BRAND}">Plansmith</td></tr>
<tr><td style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
${body}
</td></tr>
<tr><td style="padding:16px 8px;color:#94a3b8;font-size:12px;line-height:18px">
<p style="margin:0 0 4px">Plansmith · <a href="${appUrl}" style="color:#94a3b8">${appUrl}</a></p>
<p style="margin:0">You received this e-mail because ${escapeHtml(content.reason)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function renderText(content: MailContent): string {
  const lines = [content.heading, "", ...content.paragraphs.flatMap((text) => [text, ""])];
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, "");
  lines.push(...content.notes.flatMap((text) => [text, ""]));
  lines.push("—", `Plansmith · ${content.appUrl}`);
  lines.push(`You received this e-mail because ${content.reason}`);
  return lines.join("\n");
}
