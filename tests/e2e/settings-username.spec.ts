import { expect, test } from "@playwright/test";
import { openUserMenu, signUp, signUpAndConfirm, uniqueUsername } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";

const STATUS = "username-status";
/** Set by the form once the pause in typing has passed for a value (see useUsernameAvailability). */
const SETTLED = "data-settled-value";
/** Typing speed: well inside the pause the form waits for before asking (400 ms). */
const KEY_INTERVAL_MS = 100;

/** The usernames a tRPC request asks profile.checkUsername about, batched or not. */
function checkedUsernames(url: string): string[] {
  const { pathname, searchParams } = new URL(url);
  if (!pathname.startsWith("/api/trpc/")) return [];
  const procedures = decodeURIComponent(pathname.slice("/api/trpc/".length)).split(",");
  const input = JSON.parse(searchParams.get("input") ?? "{}") as Record<string, unknown>;
  return procedures.flatMap((procedure, index) => {
    if (procedure !== "profile.checkUsername") return [];
    const entry = (searchParams.has("batch") ? input[index] : input) as {
      json?: { username?: string };
    };
    return [entry?.json?.username ?? "?"];
  });
}

test.describe("settings: username", () => {
  test("availability is checked as you type, and the saved name shows in the user menu", async ({
    page,
    request,
  }) => {
    // Someone else already has this name.
    const taken = uniqueUsername("taken");
    await signUp(request, { email: uniqueEmail("other"), username: taken });

    await signUpAndConfirm(page, { email: uniqueEmail("uname"), fullName: "Una Name" });
    // Every name the server is asked about, in the order asked.
    const asked: string[] = [];
    page.on("request", (r) => asked.push(...checkedUsernames(r.url())));
    await page.goto("/settings/username");
    await expect(page.getByRole("link", { name: "Username" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const field = page.getByLabel("Username");
    const status = page.getByTestId(STATUS);
    const save = page.getByRole("button", { name: "Save username" });

    // A reserved word: the reason at once, and the server is not asked, not even once the pause
    // in typing has passed (the field shows the value the pause let through).
    await field.fill("admin");
    await expect(status).toHaveText("This username is reserved");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(save).toBeDisabled();
    await expect(field).toHaveAttribute(SETTLED, "admin");

    // Too short: also decided locally.
    await field.fill("ab");
    await expect(status).toHaveText("Username must be at least 3 characters");
    await expect(field).toHaveAttribute(SETTLED, "ab");

    // Taken by another user: the server says so. Its answer came after any question about the
    // names before, so they were never asked.
    await field.fill(taken);
    await expect(status).toHaveText("This username is already taken");
    expect(asked).toEqual([taken]);
    await expect(save).toBeDisabled();

    // A free one, typed key by key: the server is asked once the typing pauses, not per key.
    // The keys come KEY_INTERVAL_MS apart: time for a check after each, were there no pause.
    const mine = uniqueUsername("una");
    await field.clear();
    await field.pressSequentially(mine, { delay: KEY_INTERVAL_MS });
    await expect(status).toHaveText(`✓ @${mine} is available`);
    await expect(field).toHaveAttribute(SETTLED, mine);
    // Without the pause every prefix from the third key on is asked; a slow machine may pause
    // once mid-word.
    expect(asked.at(-1)).toBe(mine);
    expect(asked.length - 1).toBeLessThanOrEqual(2);
    await expect(page.getByTestId("public-profile-url")).toContainText(`/@${mine}`);
    await save.click();
    await expect(page.getByText("Username saved")).toBeVisible();
    await expect(status).toHaveText("This is your current username.");

    await openUserMenu(page);
    await expect(page.getByRole("menu")).toContainText(`@${mine}`);
  });

  test("a name taken while the page was open is refused on save", async ({ page, request }) => {
    await signUpAndConfirm(page, { email: uniqueEmail("race") });
    await page.goto("/settings/username");
    const name = uniqueUsername("race");
    await page.getByLabel("Username").fill(name);
    await expect(page.getByTestId(STATUS)).toHaveText(`✓ @${name} is available`);
    // Someone else takes it before we save.
    await signUp(request, { email: uniqueEmail("racer"), username: name });
    await page.getByRole("button", { name: "Save username" }).click();
    await expect(page.getByTestId(STATUS)).toHaveText("This username is already taken");
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  });
});
