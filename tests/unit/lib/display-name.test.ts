/** The greeting and the avatar name people by their name (issue 15, small things). */
import { describe, expect, it } from "vitest";
import { displayName, greetingName, nameInitials } from "@/lib/auth/display-name";

const email = "omar@example.com";

describe("display names", () => {
  it("use the account's name when the profile has none (an OAuth sign-up)", () => {
    const sources = { fullName: null, accountName: "Omar Haddad", username: null, email };
    expect(greetingName(sources)).toBe("Omar");
    expect(displayName(sources)).toBe("Omar Haddad");
    expect(nameInitials(sources)).toBe("OH");
  });

  it("prefer the profile's full name", () => {
    const sources = { fullName: "Ada Lovelace", accountName: "Old Name", username: "ada", email };
    expect(greetingName(sources)).toBe("Ada");
    expect(nameInitials(sources)).toBe("AL");
  });

  it("fall back to the username, then the e-mail, only when there is no name", () => {
    expect(greetingName({ fullName: " ", accountName: "", username: "omar", email })).toBe("omar");
    expect(greetingName({ fullName: null, accountName: "", username: null, email })).toBe(email);
    // An account name that is the address is no name.
    expect(greetingName({ fullName: null, accountName: email, username: null, email })).toBe(email);
  });

  it("take one initial from an address, never two from its parts ('OE')", () => {
    expect(nameInitials({ fullName: null, accountName: "", username: null, email })).toBe("O");
    expect(nameInitials({ fullName: "Émile", email })).toBe("É");
  });
});
