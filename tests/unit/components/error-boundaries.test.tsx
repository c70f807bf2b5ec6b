// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import RootError from "@/app/error";
import { ERROR_SCREEN_TEXT } from "@/lib/errors/common";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }), usePathname: () => "/x" }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  push.mockReset();
});

describe("the root error boundary (src/app/error.tsx)", () => {
  it("shows the error screen in the default layout, and its button resets then goes home", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reset = vi.fn();
    render(<RootError error={new Error("Could not load the plan")} reset={reset} />);
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      ERROR_SCREEN_TEXT.genericTitle,
    );
    expect(screen.getByTestId("error-message").textContent).toBe("Could not load the plan");
    fireEvent.click(screen.getByRole("button", { name: "Back to Home" }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith("/");
  });

  it("gives crawlers one line instead of the error screen", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    );
    render(<RootError error={new Error("boom")} reset={() => undefined} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("An unexpected error occurred")).toBeTruthy();
  });
});
