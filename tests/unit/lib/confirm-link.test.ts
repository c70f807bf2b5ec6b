import { describe, expect, it } from "vitest";
import {
  CONFIRM_LINK_STATUS,
  confirmLinkStatusOf,
  confirmPageUrl,
  returnPathOfCallback,
} from "@/lib/auth/confirm-link";

describe("returnPathOfCallback", () => {
  it.each([
    // The default and the pages that are no destination: nothing to carry.
    [undefined, undefined],
    ["/", undefined],
    ["/dashboard", undefined],
    ["/auth/confirm", undefined],
    ["/auth/login?redirect=%2Fplan%2F1", undefined],
    // A path of this app is kept; one inside a confirm-page callback is unwrapped.
    ["/plan/42", "/plan/42"],
    ["/auth/confirm?redirect=%2Fplan%2F42", "/plan/42"],
    ["/auth/confirm/?redirect=%2Fsettings%2Fprofile#x", "/settings/profile"],
    // Another site never is.
    ["https://evil.example/", undefined],
    ["//evil.example/", undefined],
    ["/auth/confirm?redirect=https%3A%2F%2Fevil.example", undefined],
  ])("%j → %j", (callback, expected) => {
    expect(returnPathOfCallback(callback)).toBe(expected);
  });
});

describe("confirmPageUrl", () => {
  it("names the status and where to go next", () => {
    expect(confirmPageUrl(CONFIRM_LINK_STATUS.confirmed)).toBe("/auth/confirm?status=confirmed");
    expect(confirmPageUrl(CONFIRM_LINK_STATUS.alreadyConfirmed, "/plan/7")).toBe(
      "/auth/confirm?status=already-confirmed&redirect=%2Fplan%2F7",
    );
    expect(confirmPageUrl(null)).toBe("/auth/confirm");
  });

  it("reads back only the statuses it writes", () => {
    expect(confirmLinkStatusOf("confirmed")).toBe("confirmed");
    expect(confirmLinkStatusOf("already-confirmed")).toBe("already-confirmed");
    expect(confirmLinkStatusOf("CONFIRMED")).toBeNull();
    expect(confirmLinkStatusOf(null)).toBeNull();
  });
});
