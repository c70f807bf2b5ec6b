/**
 * The offline section actions (improve, shorten, expand, more formal, translate): deterministic
 * Markdown-to-Markdown rewrites of one section body. Code blocks (a Gantt chart), tables and
 * headings pass through untouched; every rewrite is one pass over the body's blocks and words.
 */
import type { SectionAction } from "@/lib/ai/modes";
import type { SectionKind } from "@/lib/plans/plan-rules";
import { joinBlocks, sentencesOf, splitBlocks, type MarkdownBlock } from "./markdown-blocks";
import { OFFLINE_TEXT } from "./offline-texts";
import { SECTION_GUIDANCE } from "./section-guidance";

/** Shorten keeps this many items of a list (at least one, at most half rounded up). */
export const SHORTEN_MAX_LIST_ITEMS = 5;
/** Shorten keeps this many sentences of a paragraph. */
export const SHORTEN_SENTENCES = 1;
/** A shortened body at most this share of the original is short enough. */
export const SHORTEN_ENOUGH = 0.8;

const mapProse = (body: string, rewrite: (text: string) => string): MarkdownBlock[] =>
  splitBlocks(body).map((block) => {
    if (block.type === "paragraph") return { ...block, text: rewrite(block.text) };
    if (block.type === "list") {
      return {
        ...block,
        items: block.items.map((item) => ({ ...item, text: rewrite(item.text) })),
      };
    }
    return block;
  });

export function shortenBody(body: string): string {
  const blocks = splitBlocks(body);
  const out: MarkdownBlock[] = [];
  for (const block of blocks) {
    if (block.type === "paragraph") {
      const sentences = sentencesOf(block.text);
      out.push({ type: "paragraph", text: sentences.slice(0, SHORTEN_SENTENCES).join(" ") });
    } else if (block.type === "list") {
      const keep = Math.min(SHORTEN_MAX_LIST_ITEMS, Math.max(1, Math.ceil(block.items.length / 2)));
      out.push({ type: "list", items: block.items.slice(0, keep) });
    } else {
      out.push(block);
    }
  }
  const kept = joinBlocks(out);
  if (kept.length <= body.trim().length * SHORTEN_ENOUGH) return kept;
  // Paragraphs of one sentence each do not shrink: then only the first of a run is kept.
  return joinBlocks(
    out.filter((block, i) => !(block.type === "paragraph" && out[i - 1]?.type === "paragraph")),
  );
}

export function expandBody(body: string, kind: SectionKind, title: string): string {
  const guidance = SECTION_GUIDANCE[kind];
  const questions = guidance.questions.map((question) => `- ${question}`).join("\n");
  const placeholders = guidance.placeholders.map((item) => `- _[${item}]_`).join("\n");
  const base = body.trim() || `_[Write the ${title.toLowerCase() || "section"} here.]_`;
  return `${base}\n\n**Questions to answer here:**\n\n${questions}\n\n**To fill in:**\n\n${placeholders}`;
}

/** Informal words and contractions, and their formal wording (lower case keys). */
const FORMAL_WORDS: Record<string, string> = {
  "can't": "cannot",
  "won't": "will not",
  "shan't": "shall not",
  "ain't": "is not",
  "let's": "let us",
  "it's": "it is",
  "that's": "that is",
  "there's": "there is",
  "what's": "what is",
  "here's": "here is",
  gonna: "going to",
  wanna: "want to",
  gotta: "have to",
  kinda: "somewhat",
  sorta: "somewhat",
  yeah: "yes",
  ok: "acceptable",
  okay: "acceptable",
  stuff: "material",
  guys: "everyone",
  asap: "as soon as possible",
  fyi: "for your information",
  huge: "significant",
  awesome: "excellent",
  cool: "good",
  "a lot of": "a large number of",
  "lots of": "many",
  "loads of": "many",
  "get rid of": "remove",
  "figure out": "determine",
  "find out": "establish",
  "check out": "review",
  "set up": "establish",
  "make sure": "ensure",
  really: "",
  basically: "",
  totally: "",
  just: "",
};

const SUFFIXES: [string, string][] = [
  ["n't", " not"],
  ["'re", " are"],
  ["'ve", " have"],
  ["'ll", " will"],
  ["'d", " would"],
  ["'m", " am"],
];

function matchCase(original: string, replacement: string): string {
  if (!replacement) return replacement;
  if (original.length > 1 && original === original.toUpperCase() && /[a-z]/i.test(original)) {
    return original.length <= 5 ? replacement : replacement.toUpperCase();
  }
  return /^[A-Z]/.test(original)
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

function formalWord(word: string): string {
  const plain = word.replace(/’/g, "'");
  const lower = plain.toLowerCase();
  const direct = FORMAL_WORDS[lower];
  if (direct !== undefined) return matchCase(plain, direct);
  for (const [suffix, full] of SUFFIXES) {
    if (lower.endsWith(suffix) && lower.length > suffix.length) {
      return plain.slice(0, plain.length - suffix.length) + full;
    }
  }
  return word;
}

/** Formal wording of a prose text: words, phrases of two or three words, and "!" → ".". */
export function formalText(text: string): string {
  const tokens = text.match(/[\p{L}'’]+|[^\p{L}'’]+/gu) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    if (!/^\p{L}/u.test(token)) {
      out.push(token.replace(/!+/g, "."));
      continue;
    }
    // Multi-word phrases: the token, a single space, the next word (and one more).
    let replaced = false;
    for (const span of [5, 3]) {
      const words = tokens.slice(i, i + span);
      if (words.length < span || words.some((w, k) => k % 2 === 1 && w !== " ")) continue;
      const phrase = words.join("").toLowerCase();
      const formal = FORMAL_WORDS[phrase];
      if (formal !== undefined) {
        out.push(matchCase(token, formal));
        i += span - 1;
        replaced = true;
        break;
      }
    }
    if (!replaced) out.push(formalWord(token));
  }
  return out
    .join("")
    .replace(/ {2,}/g, " ")
    .replace(/ ([.,;:])/g, "$1")
    .trim();
}

export function formalBody(body: string): string {
  return joinBlocks(mapProse(body, formalText));
}

function tidySentence(text: string): string {
  let out = text
    .replace(/\s+/g, " ")
    // "word .next": a stray space moved the full stop; "word. Next" is meant.
    .replace(/ ([.!?])(?=\p{L})/gu, "$1 ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
  // "word,next" → "word, next"; only after letters, so numbers like 10,000 keep their comma.
  out = out.replace(/(\p{Ll}{2})([,;])(?=\p{L})/gu, "$1$2 ");
  if (!out) return out;
  out = out.charAt(0).toUpperCase() + out.slice(1);
  return out.replace(
    /([.!?] )([a-z])/g,
    (_all, gap: string, letter: string) => `${gap}${letter.toUpperCase()}`,
  );
}

export function improveBody(body: string): string {
  const blocks = splitBlocks(body).map((block): MarkdownBlock => {
    if (block.type === "paragraph") {
      const text = tidySentence(block.text);
      return { type: "paragraph", text: /[.!?:)"*_`]$/.test(text) ? text : `${text}.` };
    }
    if (block.type === "list") {
      return {
        type: "list",
        items: block.items
          .filter((item) => item.text.trim() !== "")
          .map((item) => ({
            ...item,
            marker: /^[*+•]$/.test(item.marker) ? "-" : item.marker,
            text: tidySentence(item.text),
          })),
      };
    }
    return block;
  });
  return joinBlocks(blocks);
}

export function applySectionAction(
  action: SectionAction,
  section: { kind: SectionKind; title: string; body: string },
  language?: string,
): string {
  switch (action) {
    case "shorten":
      return shortenBody(section.body);
    case "expand":
      return expandBody(section.body, section.kind, section.title);
    case "formal":
      return formalBody(section.body);
    case "improve":
      return improveBody(section.body);
    case "translate":
      return `${section.body.trim()}\n\n${OFFLINE_TEXT.translateNeedsProvider(language ?? "")}`;
  }
}
