// @vitest-environment happy-dom
/**
 * The history and conflict dialogs show rendered text — headings, bold, lists, tables, code —
 * never Markdown syntax, raw HTML or the editor's `&nbsp;` lines, with changes marked by
 * <ins>/<del> that a screen reader announces.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConflictDialog } from "@/components/plan/conflict-dialog";
import { FOLD_MIN_BLOCKS, RenderedDiff } from "@/components/plan/history/rendered-diff";
import { RevisionPreview } from "@/components/plan/revision-preview";
import type { RevisionDetail } from "@/components/plan/plan-types";
import { PLAN_HISTORY_TEXT } from "@/lib/errors/plan-editor";
import { diffMarkdown } from "@/lib/text/block-diff";

afterEach(cleanup);

const revision = (sections: Array<{ title: string; body: string }>): RevisionDetail =>
  ({
    id: "r1",
    reason: "autosave",
    createdAt: new Date("2026-01-01T00:00:00Z"),
    snapshot: { title: "Relaunch", summary: "A new site.", sections },
  }) as unknown as RevisionDetail;

describe("RevisionPreview", () => {
  const old = revision([
    {
      title: "Scope",
      body: "## Goals\n\nWe **ship** in March.\n\n&nbsp;\n\n- Design\n- Build\n\n| Phase | Weeks |\n| - | - |\n| Design | 4 |\n\n```mermaid\ngraph TD\n  A-->B\n```",
    },
  ]);

  it("'This version' renders headings, bold, lists and tables without Markdown syntax", () => {
    const { container } = render(<RevisionPreview revision={old} current={null} view="version" />);
    const article = screen.getByRole("article", { name: "Preview of this version" });
    expect(within(article).getByRole("heading", { name: "Relaunch" })).toBeTruthy();
    expect(within(article).getByRole("heading", { name: "Scope" })).toBeTruthy();
    expect(within(article).getByRole("heading", { name: "Goals" })).toBeTruthy();
    expect(container.querySelector("strong")?.textContent).toBe("ship");
    expect(
      within(article)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Design", "Build"]);
    expect(within(article).getByRole("table")).toBeTruthy();
    expect(within(article).getByText(PLAN_HISTORY_TEXT.diagram)).toBeTruthy();
    const text = article.textContent ?? "";
    for (const syntax of ["##", "**", "&nbsp;", "| -", "```", "\u00a0"]) {
      expect(text).not.toContain(syntax);
    }
    expect(container.querySelector("ins, del")).toBeNull();
  });

  it("'Changes' marks the words changed since the version, announced to screen readers", () => {
    const now = {
      title: "Relaunch",
      summary: "A new site.",
      sections: [
        {
          title: "Scope",
          body: "## Goals\n\nWe **ship** in April.\n\n- Design\n- Build\n- Test\n\n| Phase | Weeks |\n| - | - |\n| Design | 4 |\n\n```mermaid\ngraph TD\n  A-->B\n```",
        },
      ],
    };
    const { container } = render(<RevisionPreview revision={old} current={now} view="changes" />);
    const del = [...container.querySelectorAll("del")].map((el) => el.textContent);
    const ins = [...container.querySelectorAll("ins")].map((el) => el.textContent);
    expect(del).toEqual(["removed: March (end removed)"]);
    expect(ins).toEqual(["added: April (end added)", "added: Test (end added)"]);
    expect(container.querySelector("del .sr-only")?.textContent).toBe("removed: ");
    // A new list item is marked as a whole, inside its list.
    expect(container.querySelector("li ins")?.textContent).toContain("Test");
    expect(screen.getByRole("heading", { name: "Goals" })).toBeTruthy();
  });
});

describe("RenderedDiff", () => {
  it("shows hostile HTML as text: no script, no image, no handler", () => {
    const hostile = '<script>alert(1)</script>\n\nHi <img src=x onerror="alert(2)">';
    const { container } = render(<RenderedDiff rows={diffMarkdown(hostile, hostile)} />);
    expect(container.querySelector("script, img, [onerror]")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
    expect(container.textContent).toContain('<img src=x onerror="alert(2)">');
  });

  it("folds a long unchanged stretch behind a button that shows it", () => {
    const paragraphs = Array.from({ length: FOLD_MIN_BLOCKS + 4 }, (_, i) => `Paragraph ${i}.`);
    const edited = [...paragraphs.slice(0, -1), "Paragraph last, edited."];
    render(<RenderedDiff rows={diffMarkdown(paragraphs.join("\n\n"), edited.join("\n\n"))} fold />);
    expect(screen.queryByText("Paragraph 0.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /unchanged blocks/ }));
    expect(screen.getByText("Paragraph 0.")).toBeTruthy();
  });
});

describe("ConflictDialog", () => {
  it("shows both versions rendered side by side, each marking what only it has", () => {
    const choices = { keepMine: vi.fn(), useTheirs: vi.fn(), copyMineAndUseTheirs: vi.fn() };
    render(
      <ConflictDialog
        open
        onOpenChange={() => {}}
        what="The section “Timeline”"
        mine={"## Timeline\n\nSix weeks. Second tab: **four** weeks."}
        theirs={"## Timeline\n\nSix weeks. First tab: eight weeks.\n\n&nbsp;"}
        choices={choices}
      />,
    );
    const mine = screen.getByRole("region", { name: "Your version" });
    const theirs = screen.getByRole("region", { name: "Version on the server" });
    expect(within(mine).getByRole("heading", { name: "Timeline" })).toBeTruthy();
    expect(within(theirs).getByRole("heading", { name: "Timeline" })).toBeTruthy();
    expect(mine.textContent).not.toContain("##");
    expect(mine.textContent).not.toContain("**");
    expect(theirs.textContent).not.toContain("&nbsp;");
    expect(mine.querySelector("del")).toBeNull();
    expect(theirs.querySelector("ins")).toBeNull();
    expect(mine.querySelector("ins")?.textContent).toContain(
      `${PLAN_HISTORY_TEXT.onlyInYours}: Second`,
    );
    expect(mine.querySelector("ins strong")?.textContent).toBe("four");
    expect(theirs.querySelector("del")?.textContent).toContain(
      `${PLAN_HISTORY_TEXT.onlyInTheirs}: First`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Keep mine" }));
    fireEvent.click(screen.getByRole("button", { name: "Use theirs" }));
    fireEvent.click(screen.getByRole("button", { name: "Copy mine and use theirs" }));
    expect(choices.keepMine).toHaveBeenCalledOnce();
    expect(choices.useTheirs).toHaveBeenCalledOnce();
    expect(choices.copyMineAndUseTheirs).toHaveBeenCalledOnce();
  });
});
