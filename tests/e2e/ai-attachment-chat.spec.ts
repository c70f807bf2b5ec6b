/**
 * Chat with a PDF attachment and the offline planner, across features: the attachment picker
 * uploads a real PDF (made here with pdf-lib), the server reads its text with the bundled PDF
 * worker, the chat hands that text to the model as data, and the reply is an outline built from
 * the brief inside the PDF — its client, budget and deadline, which the typed message never says.
 */
import { expect, test } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import { signUpAndConfirm } from "./helpers/accounts";
import { lastReply, sendButton, sendMessage, shootLooks } from "./helpers/ai-app";
import { watchConsole } from "./helpers/console-watch";
import { uniqueEmail } from "./helpers/mailbox";

const CLIENT = "Harbour Lights Museum";
const BRIEF_LINES = [
  `Client: ${CLIENT}`,
  "Project: a new website with online ticket sales and an events calendar.",
  "Budget: $18,000",
  "Deadline: 30 June 2027",
  "Audience: families and school groups visiting the harbour.",
];

async function briefPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  BRIEF_LINES.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: 12, font }));
  return Buffer.from(await pdf.save());
}

test("a PDF attached with the picker becomes the brief of the offline planner's outline", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const watch = watchConsole(page);
  await signUpAndConfirm(page, { email: uniqueEmail("ai-pdf"), fullName: "Pia Pdf" });
  await page.goto("/ai");
  await expect(page.getByLabel("Model")).toHaveValue(OFFLINE_MODEL_ID);

  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Attach files" }).click();
  await (
    await chooser
  ).setFiles({ name: "museum-brief.pdf", mimeType: "application/pdf", buffer: await briefPdf() });
  // The upload ends as a chip that can be removed (before sending).
  await expect(page.getByRole("button", { name: /Remove museum-brief\.pdf/ })).toBeVisible();

  await sendMessage(page, "Outline a plan from the attached brief.");
  await page.waitForURL(/\/ai\/thread\/[\w-]+$/);
  await expect(sendButton(page)).toBeVisible({ timeout: 60_000 });
  const reply = lastReply(page);
  await expect(reply).toContainText(CLIENT);
  await expect(reply).toContainText("$18,000");
  await expect(reply).toContainText("30 June 2027");
  // The sent message shows its attachment.
  const sent = page.getByRole("log", { name: "Conversation" }).locator('[data-role="user"]');
  await expect(sent).toContainText("museum-brief.pdf");

  // Stored: a reload shows the same outline and the attachment.
  await page.reload();
  await expect(lastReply(page)).toContainText(CLIENT);
  await expect(sent).toContainText("museum-brief.pdf");
  await shootLooks(page, "ai-pdf-outline");
  watch.expectNone("/ai with a PDF attachment");
});
