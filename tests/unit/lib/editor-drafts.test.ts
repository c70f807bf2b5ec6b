import { describe, expect, it } from "vitest";
import {
  DRAFT_KEY_PREFIX,
  DRAFT_MAX_AGE_MS,
  createDraftStore,
  draftKey,
  shouldOfferDraft,
  type DraftStorage,
} from "@/lib/plans/editor-drafts";

/** An in-memory Storage that behaves like window.localStorage. */
function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

const PLAN = "11111111-1111-4111-8111-111111111111";
const SECTION = "22222222-2222-4222-8222-222222222222";

function clock(start = Date.parse("2025-03-01T10:00:00Z")) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe("local draft store", () => {
  it("keys drafts by plan, section and base version", () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.write({ planId: PLAN, targetId: SECTION, baseVersion: 3, content: { body: "x" } });
    expect([...storage.items.keys()]).toEqual([`${DRAFT_KEY_PREFIX}${PLAN}:${SECTION}:v3`]);
    expect(draftKey(PLAN, SECTION, 3)).toBe(`plansmith:draft:${PLAN}:${SECTION}:v3`);
  });

  it("keeps only the newest draft of a section and reads it back", () => {
    const time = clock();
    const storage = memoryStorage();
    const store = createDraftStore(storage, time.now);
    store.write({ planId: PLAN, targetId: SECTION, baseVersion: 1, content: { body: "one" } });
    time.advance(1_000);
    store.write({ planId: PLAN, targetId: SECTION, baseVersion: 2, content: { body: "two" } });
    expect(storage.items.size).toBe(1);
    expect(store.read(PLAN, SECTION)).toEqual({
      planId: PLAN,
      targetId: SECTION,
      baseVersion: 2,
      content: { body: "two" },
      savedAt: time.now(),
    });
  });

  it("lists a plan's drafts, one per target, and discards them", () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.write({ planId: PLAN, targetId: SECTION, baseVersion: 1, content: { body: "a" } });
    store.write({ planId: PLAN, targetId: "details", baseVersion: 4, content: { title: "T" } });
    store.write({ planId: "other", targetId: SECTION, baseVersion: 1, content: { body: "b" } });
    expect(
      store
        .listForPlan(PLAN)
        .map((d) => d.targetId)
        .sort(),
    ).toEqual(["details", SECTION].sort());
    store.discard(PLAN, SECTION);
    expect(store.read(PLAN, SECTION)).toBeNull();
    expect(store.read(PLAN, "details")).not.toBeNull();
    expect(store.read("other", SECTION)).not.toBeNull();
  });

  it("ignores entries it cannot read and purges old drafts", () => {
    const time = clock();
    const storage = memoryStorage();
    const store = createDraftStore(storage, time.now);
    storage.setItem(draftKey(PLAN, SECTION, 1), "{not json");
    expect(store.read(PLAN, SECTION)).toBeNull();

    store.write({ planId: PLAN, targetId: "details", baseVersion: 1, content: { title: "old" } });
    time.advance(DRAFT_MAX_AGE_MS + 1);
    store.write({ planId: PLAN, targetId: SECTION, baseVersion: 2, content: { body: "fresh" } });
    storage.setItem("unrelated", "kept");
    store.purgeExpired();
    expect([...storage.items.keys()].sort()).toEqual(
      [draftKey(PLAN, SECTION, 2), "unrelated"].sort(),
    );
  });

  it("reports a full storage instead of throwing", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const store = createDraftStore(storage);
    expect(store.write({ planId: PLAN, targetId: SECTION, baseVersion: 1, content: {} })).toBe(
      false,
    );
  });
});

describe("shouldOfferDraft", () => {
  const savedAt = Date.parse("2025-03-01T10:00:00Z");
  const draft = {
    planId: PLAN,
    targetId: SECTION,
    baseVersion: 3,
    content: { title: "Scope", body: "my unsaved words" },
    savedAt,
  };

  it("offers a draft with other text on top of the server's current version", () => {
    const server = {
      content: { title: "Scope", body: "server words" },
      version: 3,
      updatedAt: new Date(savedAt + 60_000),
    };
    expect(shouldOfferDraft(draft, server)).toBe(true);
  });

  it("does not offer a draft whose text the server already has", () => {
    const server = {
      content: { title: "Scope", body: "my unsaved words" },
      version: 4,
      updatedAt: new Date(savedAt - 1),
    };
    expect(shouldOfferDraft(draft, server)).toBe(false);
  });

  it("offers a draft written after the server's last change, even on an older base", () => {
    const server = {
      content: { body: "x", title: "Scope" },
      version: 5,
      updatedAt: new Date(savedAt - 1),
    };
    expect(shouldOfferDraft(draft, server)).toBe(true);
  });

  it("does not offer a draft the server has moved past since", () => {
    const server = {
      content: { body: "x", title: "Scope" },
      version: 5,
      updatedAt: new Date(savedAt + 1),
    };
    expect(shouldOfferDraft(draft, server)).toBe(false);
  });
});
