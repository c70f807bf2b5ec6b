// @vitest-environment happy-dom
/**
 * The landing page's "Plans made with Plansmith": one card per featured plan linking to its
 * public page, with the author's name and avatar (or initial) — and no section at all when
 * there are no public plans.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FeaturedPlanList, type FeaturedPlan } from "@/components/marketing/featured-plans";
import { PUBLIC_META_TEXT } from "@/lib/errors/publishing";

afterEach(cleanup);

const PLANS: FeaturedPlan[] = [
  {
    title: "Website redesign",
    summary: "A new site in six weeks.",
    path: "/@ana/p/website-redesign",
    author: { username: "ana", displayName: "Ana M", avatarPath: "/api/public/avatars/u1?v=abc" },
    publishedAt: "2026-03-04T10:00:00.000Z",
  },
  {
    title: "<img src=x onerror=alert(1)>",
    summary: "",
    path: "/@bo/p/launch",
    author: { username: "bo", displayName: "bo", avatarPath: null },
    publishedAt: "2026-03-01T10:00:00.000Z",
  },
];

describe("FeaturedPlanList", () => {
  it("shows nothing when there are no public plans", () => {
    const { container } = render(<FeaturedPlanList plans={[]} />);
    expect(container.innerHTML).toBe("");
  });

  it("shows one card per plan, linking to its public page, with its author", () => {
    render(<FeaturedPlanList plans={PLANS} />);
    expect(
      screen.getByRole("heading", { level: 2, name: PUBLIC_META_TEXT.featuredTitle }),
    ).toBeTruthy();
    const cards = within(screen.getByTestId("featured-plans")).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole("link", { name: "Website redesign" }).getAttribute("href")).toBe(
      "/@ana/p/website-redesign",
    );
    expect(cards[0]!.textContent).toContain(PUBLIC_META_TEXT.featuredBy("Ana M"));
    expect(cards[0]!.textContent).toContain("A new site in six weeks.");
    expect(cards[0]!.querySelector("img")?.getAttribute("src")).toBe(
      "/api/public/avatars/u1?v=abc",
    );
    // A title is text, never markup; an author without an avatar gets an initial.
    const second = within(cards[1]!);
    expect(second.getByRole("link").textContent).toBe("<img src=x onerror=alert(1)>");
    expect(cards[1]!.querySelector("img")).toBeNull();
  });
});
