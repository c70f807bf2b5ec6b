import { describe, expect, it } from "vitest";
import { normalizeEmail } from "@/lib/auth/normalize-email";

describe("normalizeEmail (spec section 5)", () => {
  it.each([
    // Lowercase everywhere.
    ["Jane@Example.com", "jane@example.com"],
    ["JANE.DOE@EXAMPLE.COM", "jane.doe@example.com"],
    // Surrounding whitespace goes.
    ["  jane@example.com\t", "jane@example.com"],
    ["\n Jane.Doe@Gmail.com \n", "janedoe@gmail.com"],
    // Gmail: dots in the local part are dropped…
    ["jane.doe@gmail.com", "janedoe@gmail.com"],
    ["j.a.n.e.d.o.e@gmail.com", "janedoe@gmail.com"],
    // …and anything after "+".
    ["jane+plans@gmail.com", "jane@gmail.com"],
    ["Jane.Doe+Work+More@GMAIL.COM", "janedoe@gmail.com"],
    ["jane.doe+@gmail.com", "janedoe@gmail.com"],
    // googlemail.com is the same mailbox as gmail.com: one spelling of the domain.
    ["Jane.Doe+x@GoogleMail.com", "janedoe@gmail.com"],
    ["janedoe@googlemail.com", "janedoe@gmail.com"],
    // Other providers keep dots and plus tags: they may be different mailboxes.
    ["jane.doe+plans@example.com", "jane.doe+plans@example.com"],
    ["Jane.Doe+Tag@Outlook.com", "jane.doe+tag@outlook.com"],
    ["first.last+news@yahoo.com", "first.last+news@yahoo.com"],
    // A look-alike domain is not Gmail.
    ["jane.doe+x@gmail.co", "jane.doe+x@gmail.co"],
    ["jane.doe+x@mail.gmail.com", "jane.doe+x@mail.gmail.com"],
    ["jane.doe+x@notgmail.com", "jane.doe+x@notgmail.com"],
    // Only the last "@" separates the domain.
    ['"a@b".c+d@gmail.com', '"a@b"c@gmail.com'],
    // Not an address: only lowercased and trimmed.
    [" NoAtSign ", "noatsign"],
    ["@gmail.com", "@gmail.com"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it("is idempotent", () => {
    for (const address of ["Jane.Doe+x@Gmail.com", "A.B+c@Example.org", " x@googlemail.com "]) {
      const once = normalizeEmail(address);
      expect(normalizeEmail(once)).toBe(once);
    }
  });

  it("maps every spelling of one Gmail mailbox to the same address", () => {
    const spellings = [
      "janedoe@gmail.com",
      "Jane.Doe@gmail.com",
      "JANEDOE+anything@GMAIL.COM",
      " j.ane.d.oe+1@gmail.com ",
      "Jane.Doe@googlemail.com",
      "jane.doe+plans@GoogleMail.com",
    ];
    expect(new Set(spellings.map(normalizeEmail))).toEqual(new Set(["janedoe@gmail.com"]));
  });
});
