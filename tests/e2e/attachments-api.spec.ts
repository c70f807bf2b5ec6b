import { expect, test } from "@playwright/test";
import { ATTACHMENT_TEXT } from "../../src/lib/errors/ai";
import { ATTACHMENT_CONTENT_SECURITY_POLICY } from "../../src/lib/security/security-headers";
import { signUpAndConfirm } from "./helpers/accounts";
import { EXE_HEAD, makePdf, PNG } from "../helpers/attachment-files";

/**
 * On the production build: an attachment upload reads a PDF in the bundled import worker, and
 * the download carries the headers that keep a user's file from running as a page (its type,
 * nosniff, a sandbox, no caching); a disguised program is refused.
 */
test("uploads a PDF, serves it back safely, refuses a renamed program", async ({ page }) => {
  await signUpAndConfirm(page, { email: `attach-${Date.now()}@example.com` });
  const upload = (name: string, buffer: Buffer, mimeType: string) =>
    page.request.post("/api/ai/attachments", {
      multipart: { file: { name, mimeType, buffer } },
    });

  const pdf = await upload("brief.pdf", Buffer.from(await makePdf()), "application/pdf");
  expect(pdf.status(), await pdf.text()).toBe(201);
  const { data } = (await pdf.json()) as { data: { id: string; mediaType: string } };
  expect(data.mediaType).toBe("application/pdf");

  const download = await page.request.get(`/api/ai/attachments/${data.id}`);
  expect(download.status()).toBe(200);
  const headers = download.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toMatch(/^attachment; filename="brief.pdf"/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toBe(ATTACHMENT_CONTENT_SECURITY_POLICY);
  expect(headers["cache-control"]).toBe("private, no-store");

  const image = await upload("pixel.png", Buffer.from(PNG), "image/png");
  const imageId = ((await image.json()) as { data: { id: string } }).data.id;
  const shown = await page.request.get(`/api/ai/attachments/${imageId}`);
  expect(shown.headers()["content-disposition"]).toMatch(/^inline;/);

  const program = await upload("invoice.pdf", Buffer.from(EXE_HEAD), "application/pdf");
  expect(program.status()).toBe(415);
  expect(await program.json()).toEqual({
    error: { code: "ATTACHMENT_REJECTED", message: ATTACHMENT_TEXT.unsupportedType },
  });
});
