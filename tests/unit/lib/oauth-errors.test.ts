import { describe, expect, it } from "vitest";
import { oauthErrorMessage } from "@/lib/auth/oauth-errors";
import { AUTH_TEXT } from "@/lib/errors/accounts";

describe("oauthErrorMessage", () => {
  it("names the refusals a person can act on, and says 'try again' for the rest", () => {
    expect(oauthErrorMessage("account_not_linked")).toBe(AUTH_TEXT.oauthAccountNotLinked);
    expect(oauthErrorMessage("access_denied")).toBe(AUTH_TEXT.oauthCancelled);
    for (const code of ["state_mismatch", "invalid_code", "unable_to_create_user", "x"]) {
      expect(oauthErrorMessage(code)).toBe(AUTH_TEXT.oauthFailed);
    }
    expect(oauthErrorMessage(null)).toBeNull();
    expect(oauthErrorMessage("")).toBeNull();
  });
});
