// @vitest-environment happy-dom
/**
 * The landing page's pricing is CREDIT_PACKS and the configured signup bonus, nothing invented:
 * each pack's real price and credits, the bonus as the server grants it, and no per-plan
 * promises the app does not keep.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Faq } from "@/components/marketing/faq";
import { Pricing } from "@/components/marketing/pricing";
import { CREDIT_PACKS, formatCredits, formatMoney } from "@/lib/credits/credit-packs";

afterEach(cleanup);

describe("Pricing", () => {
  it("shows every credit pack with its real price and credits, and the signup bonus", () => {
    render(<Pricing signupBonus={20} />);
    const free = screen.getByTestId("pricing-tier-free");
    expect(free.textContent).toContain("20 credits on sign-up");
    for (const pack of CREDIT_PACKS) {
      const tier = screen.getByTestId(`pricing-tier-${pack.id}`);
      expect(within(tier).getByRole("heading", { name: pack.name })).toBeTruthy();
      expect(tier.textContent).toContain(formatMoney(pack.priceCents));
      expect(tier.textContent).toContain(formatCredits(pack.credits));
    }
    const text = document.body.textContent ?? "";
    expect(text).not.toMatch(/AI-drafted plans/);
    expect(text).toContain("shown before you spend");
  });

  it("follows the configured bonus, and drops it when there is none", () => {
    render(<Pricing signupBonus={75} />);
    expect(screen.getByTestId("pricing-tier-free").textContent).toContain("75 credits on sign-up");
    cleanup();
    render(<Pricing signupBonus={0} />);
    expect(screen.getByTestId("pricing-tier-free").textContent).not.toMatch(/on sign-up/);
  });
});

describe("Faq", () => {
  it("states the configured signup bonus", () => {
    render(<Faq signupBonus={20} />);
    expect(document.body.textContent).toContain("New accounts get 20 credits free");
    expect(document.body.textContent).not.toContain("50 free credits");
  });
});
