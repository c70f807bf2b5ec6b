import { describe, expect, it } from "vitest";
import {
  insertAt,
  moveBy,
  moveTo,
  orderBy,
  removeById,
  sameOrder,
} from "@/lib/plans/editor-section-order";

const list = ["a", "b", "c", "d"].map((id, position) => ({
  id,
  position,
  title: id.toUpperCase(),
}));
const ids = (items: { id: string }[]) => items.map((item) => item.id).join("");
const positions = (items: { position: number }[]) => items.map((item) => item.position);

describe("section order in the editor", () => {
  it("moves a section up and down by one, and not past the ends", () => {
    expect(ids(moveBy(list, "c", -1))).toBe("acbd");
    expect(ids(moveBy(list, "c", 1))).toBe("abdc");
    expect(ids(moveBy(list, "a", -1))).toBe("abcd");
    expect(ids(moveBy(list, "d", 1))).toBe("abcd");
    expect(ids(moveBy(list, "missing", 1))).toBe("abcd");
  });

  it("moves a dragged section to where it was dropped and renumbers positions", () => {
    const moved = moveTo(list, 0, 2);
    expect(ids(moved)).toBe("bcad");
    expect(positions(moved)).toEqual([0, 1, 2, 3]);
    expect(moved[2]).toMatchObject({ id: "a", title: "A" });
  });

  it("puts sections in a given order", () => {
    expect(ids(orderBy(list, ["d", "b", "a", "c"]))).toBe("dbac");
    expect(positions(orderBy(list, ["d", "b", "a", "c"]))).toEqual([0, 1, 2, 3]);
  });

  it("inserts at a position (an undone delete comes back where it was)", () => {
    const restored = insertAt(removeById(list, "b"), { id: "b2", position: 1, title: "B" });
    expect(ids(restored)).toBe("ab2cd");
    expect(positions(restored)).toEqual([0, 1, 2, 3]);
    expect(ids(insertAt(list, { id: "e", position: 99, title: "E" }))).toBe("abcde");
  });

  it("removes a section and closes the gap", () => {
    const removed = removeById(list, "b");
    expect(ids(removed)).toBe("acd");
    expect(positions(removed)).toEqual([0, 1, 2]);
  });

  it("tells whether two lists have the same order", () => {
    expect(sameOrder(list, [...list])).toBe(true);
    expect(sameOrder(list, moveBy(list, "a", 1))).toBe(false);
  });
});
