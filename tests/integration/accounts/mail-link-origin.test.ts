import { describe, expect, it } from "vitest";
import { createTestAuth } from "../../helpers/test-auth";
import { describeTarget } from "../../helpers/test-database";
import { useTestDatabase } from "../../helpers/use-test-database";

/**
 * Without APP_URL (the embedded default, `npm run dev`), our REST adapters call Better Auth's API
 * directly rather than through its handler, so the links it mails must still be absolute: built
 * from a loopback request host, and never from a foreign Host header.
 */
describe(`mail links without APP_URL on ${describeTarget()}`, () => {
  const database = useTestDatabase();

  async function confirmationLinkFor(email: string, host: string): Promise<string> {
    const { auth, mailer } = createTestAuth(database.db, { appUrl: null });
    await auth.api.signUpEmail({
      body: { email, password: "correct horse 1", name: "" },
      headers: new Headers({ host }),
    });
    return mailer.lastLink(email);
  }

  it("builds the link from a loopback host, with its port", async () => {
    const link = await confirmationLinkFor("dev@example.com", "127.0.0.1:4123");
    expect(link.startsWith("http://127.0.0.1:4123/api/identity/verify-email?token=")).toBe(true);
  });

  it("falls back to localhost:3000 for any other host, so a forged Host cannot redirect mail links", async () => {
    const link = await confirmationLinkFor("victim@example.com", "evil.example");
    expect(new URL(link).origin).toBe("http://localhost:3000");
  });
});
