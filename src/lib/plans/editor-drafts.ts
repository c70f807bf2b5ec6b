/**
 * Local drafts of the plan editor: text that has not reached the server yet is kept in the
 * browser's storage, keyed by plan, target (a section id or the plan's details) and the server
 * version the text was written on top of. When the page opens again and a draft is newer than
 * what the server has, the editor offers to restore it — so a closed tab, a crash or a lost
 * connection never costs a word.
 */

export const DRAFT_KEY_PREFIX = "plansmith:draft:";
/** Drafts nobody came back for are dropped after this long. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The target id of a plan's title and summary (sections use their own id). */
export const DETAILS_DRAFT_TARGET = "details";

/** The fields a draft keeps: a section's title and body, or a plan's title and summary. */
export type DraftContent = Record<string, string>;

export interface LocalDraft<C extends DraftContent = DraftContent> {
  planId: string;
  targetId: string;
  /** The server version the edits started from. */
  baseVersion: number;
  content: C;
  /** When the draft was written (ms since the epoch). */
  savedAt: number;
}

/** The part of window.localStorage the store needs (tests pass an in-memory one). */
export interface DraftStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function draftKey(planId: string, targetId: string, baseVersion: number): string {
  return `${DRAFT_KEY_PREFIX}${planId}:${targetId}:v${baseVersion}`;
}

function targetPrefix(planId: string, targetId: string) {
  return `${DRAFT_KEY_PREFIX}${planId}:${targetId}:v`;
}

function parseDraft(raw: string | null): LocalDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as LocalDraft;
    const valid =
      typeof draft.planId === "string" &&
      typeof draft.targetId === "string" &&
      Number.isInteger(draft.baseVersion) &&
      typeof draft.savedAt === "number" &&
      !!draft.content &&
      Object.values(draft.content).every((value) => typeof value === "string");
    return valid ? draft : null;
  } catch {
    return null;
  }
}

export function contentEquals(a: DraftContent, b: DraftContent): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * Whether a draft should be offered: its text differs from the server's and the server has not
 * moved on since — either the server is still at the draft's base version, or the draft was
 * written after the server's last change.
 */
export function shouldOfferDraft(
  draft: LocalDraft,
  server: { content: DraftContent; version: number; updatedAt: Date },
): boolean {
  const pick = Object.fromEntries(Object.keys(draft.content).map((k) => [k, server.content[k]]));
  if (contentEquals(draft.content, pick as DraftContent)) return false;
  return draft.baseVersion >= server.version || draft.savedAt > server.updatedAt.getTime();
}

export interface DraftStore {
  /** Keeps `content` as the newest draft of the target (older versions of it are removed). */
  write(draft: Omit<LocalDraft, "savedAt">): boolean;
  /** The newest draft of the target, if any. */
  read(planId: string, targetId: string): LocalDraft | null;
  discard(planId: string, targetId: string): void;
  /** Every draft of a plan (for the recovery banner), newest first. */
  listForPlan(planId: string): LocalDraft[];
  /** Removes drafts older than DRAFT_MAX_AGE_MS and entries that cannot be read. */
  purgeExpired(): void;
}

export function createDraftStore(
  storage: DraftStorage,
  now: () => number = () => Date.now(),
): DraftStore {
  function keysWith(prefix: string): string[] {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  }

  function draftsWith(prefix: string): LocalDraft[] {
    return keysWith(prefix)
      .map((key) => parseDraft(storage.getItem(key)))
      .filter((draft): draft is LocalDraft => draft !== null)
      .sort((a, b) => b.savedAt - a.savedAt);
  }

  function removeAll(prefix: string, except?: string) {
    for (const key of keysWith(prefix)) if (key !== except) storage.removeItem(key);
  }

  return {
    write({ planId, targetId, baseVersion, content }) {
      const key = draftKey(planId, targetId, baseVersion);
      try {
        storage.setItem(
          key,
          JSON.stringify({ planId, targetId, baseVersion, content, savedAt: now() }),
        );
      } catch {
        return false; // storage full or blocked: the server copy is all there is
      }
      removeAll(targetPrefix(planId, targetId), key);
      return true;
    },
    read(planId, targetId) {
      return draftsWith(targetPrefix(planId, targetId))[0] ?? null;
    },
    discard(planId, targetId) {
      removeAll(targetPrefix(planId, targetId));
    },
    listForPlan(planId) {
      const latest = new Map<string, LocalDraft>();
      for (const draft of draftsWith(`${DRAFT_KEY_PREFIX}${planId}:`)) {
        if (!latest.has(draft.targetId)) latest.set(draft.targetId, draft);
      }
      return [...latest.values()];
    },
    purgeExpired() {
      const oldest = now() - DRAFT_MAX_AGE_MS;
      for (const key of keysWith(DRAFT_KEY_PREFIX)) {
        const draft = parseDraft(storage.getItem(key));
        if (!draft || draft.savedAt < oldest) storage.removeItem(key);
      }
    },
  };
}

/** The browser's store, or null where there is none (server render, storage blocked). */
export function browserDraftStore(): DraftStore | null {
  try {
    if (typeof window === "undefined" || !window.localStorage) return null;
    return createDraftStore(window.localStorage);
  } catch {
    return null;
  }
}
