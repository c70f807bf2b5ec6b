/**
 * The facts the offline planner reads from a free-text English brief: who the client is, who it
 * is for, the budget, the timeline, the features, the risks and the kind of project. A fact the
 * brief does not state stays absent, so the drafted plan can say so instead of inventing one.
 *
 * Linear on hostile input: the brief is tokenized once (brief-tokens.ts) and every extractor
 * walks the tokens with a bounded look-ahead (at most CLAUSE_MAX_TOKENS after a cue word).
 */
import { extractBudget, type BudgetFact } from "./brief-money";
import { extractTimeline, type TimelineFact } from "./brief-dates";
import { extractFeatures, extractRisks } from "./brief-lists";
import {
  bulletItem,
  clause,
  FACT_TEXT_MAX_LENGTH,
  splitLines,
  textOf,
  tokenize,
  type Token,
} from "./brief-tokens";
import { detectProjectKind, type ProjectKind } from "./project-kind";

export interface BriefFacts {
  kind: ProjectKind;
  client?: string;
  audience?: string;
  budget?: BudgetFact;
  timeline?: TimelineFact;
  features: string[];
  risks: string[];
}

const CLIENT_LABELS = new Set([
  "client",
  "company",
  "customer",
  "organisation",
  "organization",
  "brand",
]);
const AUDIENCE_LABELS = new Set(["audience", "users", "customers", "attendees", "participants"]);
const AUDIENCE_CUES = new Set(["aimed", "targeting", "targets", "audience"]);
/** Capitalised words after "for" that are not a client. */
const NOT_CLIENTS = new Set([
  "a",
  "an",
  "the",
  "our",
  "my",
  "we",
  "us",
  "ios",
  "android",
  "web",
  "windows",
  "mac",
  "linux",
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "q1",
  "q2",
  "q3",
  "q4",
  "this",
  "that",
  "it",
  "them",
  "all",
  "each",
  "instagram",
  "facebook",
  "linkedin",
  "tiktok",
  "google",
  "youtube",
  "both",
]);

const isCapitalised = (token: Token | undefined) =>
  token?.kind === "word" && token.text[0] !== token.lower[0];

/** The text after "label:" on lines whose first word is one of `labels`. */
function labelled(lines: readonly Token[][], labels: ReadonlySet<string>): string | undefined {
  for (const line of lines) {
    const item = bulletItem(line) ?? line;
    const colon = item.findIndex((token, i) => i < 4 && token.text === ":");
    if (colon < 1 || !item.slice(0, colon).some((token) => labels.has(token.lower))) continue;
    const rest = clause(item, colon + 1);
    if (rest.length > 0) return textOf(rest, FACT_TEXT_MAX_LENGTH);
  }
  return undefined;
}

/** "for Acme", "we are Acme", "on behalf of Acme", "our client (Acme)". */
function isClientCue(tokens: readonly Token[], i: number): boolean {
  const word = tokens[i]?.lower;
  const before = tokens[i - 1]?.lower;
  return (
    word === "for" ||
    (word === "are" && before === "we") ||
    (word === "of" && before === "behalf") ||
    // "Our company (Bluefin Logistics) wants…"
    (word === "(" && CLIENT_LABELS.has(before ?? ""))
  );
}

function extractClient(tokens: readonly Token[], lines: readonly Token[][]): string | undefined {
  const fromLabel = labelled(lines, CLIENT_LABELS);
  if (fromLabel) return fromLabel;
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isClientCue(tokens, i)) continue;
    // "for the University of Leeds": an article before a capitalised name.
    const from = tokens[i + 1]?.lower === "the" ? i + 2 : i + 1;
    if (!isCapitalised(tokens[from])) continue;
    const name: Token[] = [];
    for (let j = from; j < tokens.length && name.length < 6; j += 1) {
      const token = tokens[j] as Token;
      const joins =
        (token.text === "&" || token.lower === "and" || token.lower === "of") &&
        isCapitalised(tokens[j + 1]);
      if (!isCapitalised(token) && !joins) break;
      name.push(token);
    }
    const first = name[0]?.lower ?? "";
    if (name.length === 0 || NOT_CLIENTS.has(first)) continue;
    return textOf(name, FACT_TEXT_MAX_LENGTH).replace(/['’]s$/, "");
  }
  return undefined;
}

function extractAudience(tokens: readonly Token[], lines: readonly Token[][]): string | undefined {
  const fromLabel = labelled(lines, AUDIENCE_LABELS);
  if (fromLabel) return fromLabel;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    if (!AUDIENCE_CUES.has(token.lower)) continue;
    // "aimed at X", "targeting X", "target audience is X", "audience: X"
    let from = i + 1;
    while (
      from < i + 4 &&
      ["at", "is", "are", ":", "will", "be"].includes(tokens[from]?.lower ?? "")
    ) {
      from += 1;
    }
    if (token.lower === "aimed" && tokens[i + 1]?.lower !== "at") continue;
    if (token.lower === "audience" && from === i + 1) continue;
    const rest = clause(tokens, from);
    if (rest.length > 0) return textOf(rest, FACT_TEXT_MAX_LENGTH);
  }
  return undefined;
}

export function extractBriefFacts(brief: string): BriefFacts {
  const tokens = tokenize(brief);
  const lines = splitLines(tokens);
  const client = extractClient(tokens, lines);
  const audience = extractAudience(tokens, lines);
  const budget = extractBudget(tokens);
  const timeline = extractTimeline(tokens);
  const hasTimeline = timeline.durationDays !== undefined || timeline.deadline !== undefined;
  return {
    kind: detectProjectKind(tokens),
    ...(client ? { client } : {}),
    ...(audience ? { audience } : {}),
    ...(budget ? { budget } : {}),
    ...(hasTimeline ? { timeline } : {}),
    features: extractFeatures(tokens, lines),
    risks: extractRisks(tokens, lines),
  };
}
