/**
 * The password strength rule with the real zxcvbn dictionaries: what the forms and the server
 * both refuse, and what they accept.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadPasswordEstimator } from "@/lib/auth/password-estimator";
import {
  MIN_PASSWORD_SCORE,
  PASSWORD_STRENGTH_CHECKED_LENGTH,
  ownerWords,
  ratePassword,
  type PasswordEstimator,
  type PasswordOwner,
} from "@/lib/auth/password-strength";
import { PASSWORD_STRENGTH_TEXT } from "@/lib/errors/accounts";

let estimate: PasswordEstimator;
beforeAll(async () => {
  estimate = await loadPasswordEstimator();
});

const OWNER: PasswordOwner = {
  email: "Jane.Carter@example.com",
  name: "Jane Carter",
  username: "janecarter",
};

describe("ratePassword", () => {
  it.each([
    ["the issue's examples", ["password", "12345678", "        "]],
    ["common passwords", ["iloveyou", "sunshine1", "Passw0rd!", "letmein!!", "football"]],
    ["keyboard patterns", ["qwertyuiop", "asdfghjkl", "1qaz2wsx3edc", "zxcvbnm,./"]],
    ["repeated characters", ["aaaaaaaaaaaa", "abcabcabcabc", "11111111", "\t\t\t\t\t\t\t\t"]],
    ["spaces and padding", ["          ", " password ", "  12345678  ", "pass   word"]],
    ["sequences and dates", ["abcdefgh", "01234567890", "19901231", "zyxwvutsrq"]],
  ])("refuses %s", (_kind, passwords) => {
    for (const password of passwords) {
      const rating = ratePassword(estimate, password);
      expect(rating.acceptable, JSON.stringify(password)).toBe(false);
      expect(rating.score).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(rating.problem).toMatch(/^This password is too easy to guess\./);
    }
  });

  it("refuses the e-mail address and its local part, in any case and with spaces around", () => {
    for (const password of [
      "jane.carter@example.com",
      "JANE.CARTER@EXAMPLE.COM",
      "  Jane.Carter@example.com ",
      "jane.carter",
    ]) {
      const rating = ratePassword(estimate, password, OWNER);
      expect(rating, password).toMatchObject({
        acceptable: false,
        score: 0,
        problem: PASSWORD_STRENGTH_TEXT.isEmail,
      });
    }
  });

  it("refuses any spelling of the same Gmail mailbox, local part included", () => {
    const owner = { email: "annlee@gmail.com" };
    for (const password of ["Ann.Lee@gmail.com", "ann.lee+plans@gmail.com", "ann.lee", "AnnLee"]) {
      expect(ratePassword(estimate, password, owner).problem, password).toBe(
        PASSWORD_STRENGTH_TEXT.isEmail,
      );
    }
  });

  it("counts the owner's e-mail, name and username as guessable words", () => {
    // Strong for a stranger, weak for the person whose name and address it is made of.
    for (const password of ["janecarter2024", "JaneCarter!!"]) {
      expect(ratePassword(estimate, password).acceptable, password).toBe(true);
      expect(ratePassword(estimate, password, OWNER).acceptable, password).toBe(false);
    }
    expect(ownerWords(OWNER)).toEqual(
      expect.arrayContaining([
        "jane.carter@example.com",
        "jane.carter",
        "jane",
        "carter",
        "janecarter",
      ]),
    );
  });

  it("accepts good passphrases and random passwords", () => {
    for (const password of [
      "correct horse battery staple",
      "zebra kettle orbit lantern",
      "my brand new password",
      "Tr0ub4dor&3",
      "v9#Lq2!xWm7z",
    ]) {
      const rating = ratePassword(estimate, password, OWNER);
      expect(rating, password).toMatchObject({ acceptable: true, problem: null });
      expect(rating.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    }
  });

  it("rates only the leading characters, so a long weak start is refused whatever follows", () => {
    const weakStart = "a".repeat(PASSWORD_STRENGTH_CHECKED_LENGTH);
    expect(ratePassword(estimate, `${weakStart}zebra kettle orbit`).acceptable).toBe(false);
    const strongStart = "zebra kettle orbit lantern";
    expect(ratePassword(estimate, strongStart + "x".repeat(100)).acceptable).toBe(true);
  });

  it("gives the meter a summary for every score and zxcvbn's advice", () => {
    const weak = ratePassword(estimate, "password1234");
    expect(weak.summary).toBe(PASSWORD_STRENGTH_TEXT.summary(weak.score));
    expect(weak.summary).toMatch(/add another word/);
    expect(weak.suggestions.length).toBeGreaterThan(0);
    expect(ratePassword(estimate, "correct horse battery staple").summary).toBe("Strong");
  });
});

describe("loadPasswordEstimator", () => {
  it("loads zxcvbn once and hands every caller the same estimator", async () => {
    const [first, second] = await Promise.all([loadPasswordEstimator(), loadPasswordEstimator()]);
    expect(first).toBe(second);
    expect(first).toBe(estimate);
  });
});
