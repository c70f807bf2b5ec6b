import { expect, test } from "@playwright/test";
import { PUBLIC_META_TEXT } from "../../src/lib/errors/publishing";
import { signUpAndConfirm, uniqueUsername } from "./helpers/accounts";
import { watchConsole } from "./helpers/console-watch";
import { uniqueEmail } from "./helpers/mailbox";

/**
 * On the production build: robots.txt and sitemap.xml are served per request, the public
 * listing APIs are cacheable and refuse bad queries, the landing page loads its featured plans
 * without a console error, and a profile's bio and avatar are saved in settings and the avatar
 * is served publicly.
 */
test("robots.txt keeps crawlers out of private areas and points to the sitemap", async ({
  request,
  baseURL,
}) => {
  const answer = await request.get("/robots.txt");
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain("Allow: /");
  for (const rule of ["/p/", "/api/", "/settings/", "/dashboard$", "/plan/"]) {
    expect(text).toContain(`Disallow: ${rule}`);
  }
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml lists the landing and info pages at absolute addresses", async ({
  request,
  baseURL,
}) => {
  const answer = await request.get("/sitemap.xml");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("xml");
  const xml = await answer.text();
  for (const path of ["/", "/about", "/examples", "/terms"]) {
    expect(xml).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`);
  }
  expect(xml).not.toContain("/auth/");
});

test("the public listing APIs answer cacheable JSON and refuse a bad query", async ({
  request,
}) => {
  const listed = await request.get("/api/plans/public?page=1&pageSize=5");
  expect(listed.status()).toBe(200);
  expect(listed.headers()["cache-control"]).toMatch(
    /^public, max-age=\d+, stale-while-revalidate=\d+$/,
  );
  expect(await listed.json()).toMatchObject({ data: { page: 1, pageSize: 5 } });

  const landing = await request.get("/api/publish/landing");
  expect(landing.status()).toBe(200);
  expect(landing.headers()["cache-control"]).toMatch(/^public, /);
  expect((await landing.json()).data.plans).toEqual(expect.any(Array));

  const bad = await request.get("/api/plans/public?pageSize=500");
  expect(bad.status()).toBe(400);
  expect(bad.headers()["cache-control"]).toBe("no-store");
  expect((await bad.json()).error.message).toBe(PUBLIC_META_TEXT.invalidPageSize(50));
});

test("the landing page loads its featured plans without a console error", async ({ page }) => {
  const console = watchConsole(page);
  const landing = page.waitForResponse((response) =>
    response.url().endsWith("/api/publish/landing"),
  );
  await page.goto("/");
  expect((await landing).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  console.expectNone("/");
});

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a bio and an avatar are saved in profile settings; the avatar is served publicly", async ({
  page,
}) => {
  const username = uniqueUsername("face");
  await signUpAndConfirm(page, { email: uniqueEmail("avatar"), username });
  await page.goto("/settings/profile");
  const save = page.getByRole("button", { name: "Save changes" });
  await expect(save).toBeDisabled();
  await page.getByLabel(PUBLIC_META_TEXT.bioLabel).fill("I plan websites for small shops.");
  await page.getByLabel(PUBLIC_META_TEXT.avatarLabel).setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(page.getByRole("img", { name: PUBLIC_META_TEXT.avatarAlt })).toBeVisible();
  await save.click();
  await expect(page.getByText("Profile saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(PUBLIC_META_TEXT.bioLabel)).toHaveValue(
    "I plan websites for small shops.",
  );
  await expect(page.getByRole("img", { name: PUBLIC_META_TEXT.avatarAlt })).toBeVisible();

  const profile = await (await page.request.get("/api/profile")).json();
  const avatarUrl = profile.data.profile.avatar_url as string;
  expect(avatarUrl).toMatch(/^\/api\/public\/avatars\/[^?]+\?v=\w+$/);
  // Anyone may fetch it: a fresh context without the session.
  const anonymous = await page.context().browser()!.newContext();
  const image = await anonymous.request.get(new URL(avatarUrl, page.url()).toString());
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await image.body()).equals(PNG)).toBe(true);
  await anonymous.close();

  // A file that is not an image is refused before it is sent.
  await page.getByLabel(PUBLIC_META_TEXT.avatarLabel).setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(page.getByText(PUBLIC_META_TEXT.avatarWrongType)).toBeVisible();
});
