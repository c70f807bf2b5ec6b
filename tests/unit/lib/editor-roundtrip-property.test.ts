// @vitest-environment happy-dom
/**
 * Property: whatever the section editor shows comes back unchanged after a save and a reload.
 * Random documents built from every node and mark the editor can make go into the editor (which
 * applies its document rules, as after any change), are written as Markdown the way the page
 * saves them, and are read back the way the page opens them; the two documents must be equal.
 * A failure prints its seed: ROUNDTRIP_SEED=<seed> replays that one document.
 */
import { Editor, getSchema, type JSONContent } from "@tiptap/core";
import { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { afterAll, describe, expect, it } from "vitest";
import { sectionEditorExtensions } from "@/lib/plans/editor-markdown";
import { documentGenerator, seededRandom } from "./editor-roundtrip-documents";
import { SectionMarkdown, withoutTrailingParagraph } from "@/lib/plans/editor-section-markdown";

const DOCUMENTS = 400;
/** Hundreds of documents through a real editor: more than the default 5 s on a busy machine. */
const PROPERTY_TIMEOUT_MS = 180_000;
const FIRST_SEED = 15_000;

const schema = getSchema(sectionEditorExtensions());
const editor = new Editor({
  element: document.createElement("div"),
  extensions: [...sectionEditorExtensions(), SectionMarkdown],
});
afterAll(() => editor.destroy());

/** What the editor shows for a document (after its document rules ran on the change). */
function shown(doc: JSONContent): ProseMirrorNode {
  editor.commands.setContent(doc);
  return editor.state.doc;
}

/** What a reload shows: the Markdown read the way the editor opens a section. */
function reloaded(markdown: string): ProseMirrorNode {
  const parsed = editor.markdown!.parse(markdown);
  const json = parsed.content?.length ? parsed : { type: "doc", content: [{ type: "paragraph" }] };
  const node = ProseMirrorNode.fromJSON(schema, json);
  node.check();
  return node;
}

/**
 * The document as JSON, minus what has no visible effect: marks on a hard break (a line break
 * has no bold or link to show).
 */
function normalized(node: ProseMirrorNode): JSONContent {
  // The empty line kept after a final block is a place for the caret, not saved text.
  const strip = (json: JSONContent): JSONContent => {
    const copy: JSONContent = { ...json };
    if (copy.type === "hardBreak") delete copy.marks;
    if (copy.content) copy.content = copy.content.map(strip);
    return copy;
  };
  return strip(withoutTrailingParagraph(node.toJSON() as JSONContent));
}

interface Outcome {
  seed: number;
  before: JSONContent;
  markdown: string;
  after?: JSONContent;
  error?: string;
}

function roundTrip(seed: number): Outcome {
  const generated = documentGenerator(seededRandom(seed)).doc();
  const before = shown(generated);
  const markdown = editor.getMarkdown();
  try {
    return { seed, before: normalized(before), markdown, after: normalized(reloaded(markdown)) };
  } catch (error) {
    return { seed, before: normalized(before), markdown, error: String(error) };
  }
}

function seeds(): number[] {
  const replay = Number(process.env.ROUNDTRIP_SEED);
  if (Number.isInteger(replay) && process.env.ROUNDTRIP_SEED) return [replay];
  return Array.from({ length: DOCUMENTS }, (_, index) => FIRST_SEED + index);
}

describe("editor → Markdown → editor, random documents", () => {
  it(
    "gives back every document the editor shows, unchanged",
    () => {
      const failures = seeds()
        .map(roundTrip)
        .filter((outcome) => outcome.error || !isDeepEqual(outcome.before, outcome.after));
      for (const failure of failures.slice(0, Number(process.env.ROUNDTRIP_SHOW ?? 3))) {
        console.error(
          `Round trip changed the document (ROUNDTRIP_SEED=${failure.seed}):\n` +
            `markdown: ${JSON.stringify(failure.markdown)}\n` +
            `before:   ${JSON.stringify(failure.before)}\n` +
            `after:    ${failure.error ?? JSON.stringify(failure.after)}\n` +
            `first difference: ${firstDifference(failure)}`,
        );
      }
      expect(failures.map((failure) => failure.seed)).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it("builds documents with every node and mark of the schema", () => {
    const seen = new Set<string>();
    const walk = (json: JSONContent) => {
      if (json.type) seen.add(json.type);
      json.marks?.forEach((mark) => seen.add(mark.type));
      json.content?.forEach(walk);
    };
    for (const seed of seeds().slice(0, 200)) walk(documentGenerator(seededRandom(seed)).doc());
    const everything = [...Object.keys(schema.nodes), ...Object.keys(schema.marks)];
    expect(everything.filter((name) => !seen.has(name))).toEqual([]);
  });
});

/** The two JSON texts around the first character where they differ. */
function firstDifference({ before, after }: Outcome): string {
  const a = JSON.stringify(before);
  const b = JSON.stringify(after ?? null);
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  const from = Math.max(0, index - 120);
  return `\n  before: …${a.slice(from, index + 120)}\n  after:  …${b.slice(from, index + 120)}`;
}

function isDeepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
