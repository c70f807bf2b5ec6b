// @vitest-environment happy-dom
/**
 * The strength meter is accessible on its own terms: a meter named "Password strength" whose
 * value is spoken as text, with zxcvbn's advice while the password is refused.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordStrengthMeter } from "@/components/auth/forms/password-strength-meter";
import { ratePassword, type PasswordEstimator } from "@/lib/auth/password-strength";
import { PASSWORD_STRENGTH_TEXT } from "@/lib/errors/accounts";

afterEach(cleanup);

/** A stand-in for zxcvbn with fixed answers, enough to drive the component. */
const fixedEstimate =
  (score: 0 | 1 | 2 | 3 | 4, warning: string | null, suggestions: string[]): PasswordEstimator =>
  () => ({ score, feedback: { warning, suggestions } });

describe("PasswordStrengthMeter", () => {
  it("shows nothing for an empty field", () => {
    const { container } = render(<PasswordStrengthMeter rating={null} loading={false} />);
    expect(container.innerHTML).toBe("");
  });

  it("says it is checking while zxcvbn loads", () => {
    render(<PasswordStrengthMeter rating={null} loading />);
    const meter = screen.getByRole("meter", { name: PASSWORD_STRENGTH_TEXT.meterLabel });
    expect(meter.getAttribute("aria-valuetext")).toBe(PASSWORD_STRENGTH_TEXT.checking);
  });

  it("names the strength in words and lists the advice for a refused password", () => {
    const rating = ratePassword(
      fixedEstimate(1, "This is similar to a commonly used password.", ["Add more words."]),
      "password1",
    );
    render(<PasswordStrengthMeter rating={rating} loading={false} />);
    const meter = screen.getByRole("meter", { name: PASSWORD_STRENGTH_TEXT.meterLabel });
    expect(meter.getAttribute("aria-valuenow")).toBe("1");
    expect(meter.getAttribute("aria-valuemax")).toBe("4");
    expect(meter.getAttribute("aria-valuetext")).toBe("Weak — add another word or two");
    expect(screen.getByText("Weak — add another word or two")).toBeTruthy();
    expect(screen.getByText("This is similar to a commonly used password.")).toBeTruthy();
    expect(screen.getByText("Add more words.")).toBeTruthy();
  });

  it("shows no advice for an accepted password", () => {
    const rating = ratePassword(fixedEstimate(4, null, []), "violin harbor copper meadow");
    render(<PasswordStrengthMeter rating={rating} loading={false} />);
    expect(screen.getByRole("meter").getAttribute("aria-valuetext")).toBe("Strong");
    expect(screen.queryByRole("list")).toBeNull();
  });
});
