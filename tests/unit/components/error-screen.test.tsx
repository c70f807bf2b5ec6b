// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { boundaryErrorMessage } from "@/components/error/boundary-error-screen";
import { ErrorScreen } from "@/components/error/error-screen";
import { COMMON_ERRORS, ERROR_SCREEN_TEXT } from "@/lib/errors/common";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

afterEach(() => {
  cleanup();
  push.mockReset();
});

describe("ErrorScreen (spec section 2)", () => {
  it("titles a 404 'Page Not Found' and shows its message", () => {
    render(<ErrorScreen status={404} message={COMMON_ERRORS.pageNotFound} signedIn={false} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page Not Found");
    expect(screen.getByTestId("error-message").textContent).toBe("Page not found");
  });

  it("titles other errors 'Oops! Something went wrong'", () => {
    render(<ErrorScreen status={500} message="Plan could not be loaded" signedIn={false} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      ERROR_SCREEN_TEXT.genericTitle,
    );
    expect(screen.getByTestId("error-message").textContent).toBe("Plan could not be loaded");
  });

  it("falls back to 'An unexpected error occurred' without a message", () => {
    render(<ErrorScreen signedIn={false} />);
    expect(screen.getByTestId("error-message").textContent).toBe("An unexpected error occurred");
  });

  it("offers 'Back to Home' when signed out: clears the error, then goes to /", () => {
    const reset = vi.fn();
    render(<ErrorScreen status={500} signedIn={false} onReset={reset} />);
    fireEvent.click(screen.getByRole("button", { name: "Back to Home" }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith("/");
    expect(reset.mock.invocationCallOrder[0]).toBeLessThan(push.mock.invocationCallOrder[0]!);
  });

  it("offers 'Back to Dashboard' when signed in and goes to /dashboard", () => {
    render(<ErrorScreen status={404} signedIn />);
    fireEvent.click(screen.getByRole("button", { name: "Back to Dashboard" }));
    expect(push).toHaveBeenCalledWith("/dashboard");
  });
});

describe("boundaryErrorMessage", () => {
  it("shows a client error's own message", () => {
    expect(boundaryErrorMessage(new Error("Network down"))).toBe("Network down");
  });

  it("hides server errors (they carry a digest) and empty messages", () => {
    expect(
      boundaryErrorMessage(Object.assign(new Error("internal details"), { digest: "123" })),
    ).toBe(COMMON_ERRORS.unexpected);
    expect(boundaryErrorMessage(new Error(""))).toBe(COMMON_ERRORS.unexpected);
  });
});
