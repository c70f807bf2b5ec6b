import { describe, expect, it } from "vitest";
import {
  destinationAfterSignIn,
  destinationAfterSignOut,
  isExcludedFromPostLoginRedirect,
} from "@/lib/auth/auth-redirects";

describe("where the session rules send the browser", () => {
  it("after sign-in: the saved return path, or /dashboard", () => {
    expect(destinationAfterSignIn("/auth/login", "?redirect=%2Fplan%2F7")).toBe("/plan/7");
    expect(destinationAfterSignIn("/auth/login", "")).toBe("/dashboard");
    expect(destinationAfterSignIn("/auth/confirm", "")).toBe("/dashboard");
  });

  it("after sign-in: never to another site", () => {
    expect(destinationAfterSignIn("/auth/login", "?redirect=https%3A%2F%2Fevil.example")).toBe(
      "/dashboard",
    );
    expect(destinationAfterSignIn("/auth/login", "?redirect=%2F%2Fevil.example")).toBe(
      "/dashboard",
    );
  });

  it("after sign-in: stays on excluded and public-profile pages", () => {
    for (const path of ["/@jane", "/@jane/p/plan", "/p/plan", "/auth/reset-password"]) {
      expect(isExcludedFromPostLoginRedirect(path)).toBe(true);
      expect(destinationAfterSignIn(path, "")).toBeNull();
    }
  });

  it("after sign-out: the login page with the return path, unless the page is public", () => {
    expect(destinationAfterSignOut("/settings/profile")).toBe(
      "/auth/login?redirect=%2Fsettings%2Fprofile",
    );
    expect(destinationAfterSignOut("/dashboard")).toBe("/auth/login");
    expect(destinationAfterSignOut("/")).toBeNull();
    expect(destinationAfterSignOut("/@jane")).toBeNull();
  });
});
