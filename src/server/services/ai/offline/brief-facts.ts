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
import {
  bulletItem,
  splitLines,
  splitSentences,
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

export const MAX_FEATURES = 20;
export const MAX_RISKS = 8;
export const FACT_TEXT_MAX_LENGTH = 160;
/** How far past a cue word ("audience:", "must") a clause is read. */
const CLAUSE_MAX_TOKENS = 40;

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
const FEATURE_HEADERS = new Set([
  "features",
  "deliverables",
  "requirements",
  "needs",
  "must",
  "scope",
  "include",
  "includes",
  "functionality",
  "wishlist",
  "goals",
]);
const FEATURE_CUES = new Set(["features", "deliverables", "requirements", "including", "channels"]);
/**
 * Verbs that introduce features only when a list follows ("we need a venue, a caterer and a
 * band"): one item after them is too often the project itself ("I need help with a project").
 */
const FEATURE_VERBS = new Set(["must", "needs", "need"]);
/** Words after "must"/"needs" that introduce the items rather than being one. */
const FEATURE_FILLERS = new Set([
  "to",
  "have",
  "be",
  "able",
  "support",
  "include",
  "includes",
  "offer",
  "provide",
  "allow",
  "let",
  "users",
  "also",
  "should",
]);
const RISK_HEADERS = new Set(["risks", "constraints", "concerns", "challenges", "assumptions"]);
const RISK_WORDS = new Set([
  "risk",
  "risks",
  "risky",
  "concern",
  "concerned",
  "worried",
  "worry",
  "constraint",
  "constraints",
  "tight",
  "limited",
  "dependency",
  "depends",
  "dependent",
  "compliance",
  "gdpr",
  "hipaa",
  "legacy",
  "uncertain",
  "unclear",
  "weather",
  "delay",
  "delays",
  "challenge",
  "bottleneck",
  "regulatory",
  "approval",
  "approvals",
  "permit",
  "permits",
]);
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

/** Up to CLAUSE_MAX_TOKENS tokens from `from`, stopping at a line or sentence end. */
function clause(tokens: readonly Token[], from: number): Token[] {
  const out: Token[] = [];
  for (let i = from; i < tokens.length && out.length < CLAUSE_MAX_TOKENS; i += 1) {
    const token = tokens[i] as Token;
    if (token.kind === "newline" || [".", ";", "!", "?"].includes(token.text)) break;
    out.push(token);
  }
  return out;
}

/** "for Acme", "we are Acme", "on behalf of Acme". */
function isClientCue(tokens: readonly Token[], i: number): boolean {
  const word = tokens[i]?.lower;
  const before = tokens[i - 1]?.lower;
  return (
    word === "for" || (word === "are" && before === "we") || (word === "of" && before === "behalf")
  );
}

function extractClient(tokens: readonly Token[], lines: readonly Token[][]): string | undefined {
  const fromLabel = labelled(lines, CLIENT_LABELS);
  if (fromLabel) return fromLabel;
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isClientCue(tokens, i) || !isCapitalised(tokens[i + 1])) continue;
    const name: Token[] = [];
    for (let j = i + 1; j < tokens.length && name.length < 6; j += 1) {
      const token = tokens[j] as Token;
      const joins = (token.text === "&" || token.lower === "and") && isCapitalised(tokens[j + 1]);
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

/** Splits a clause into items at commas, "and", "or" and "&". */
function splitItems(tokens: readonly Token[]): string[] {
  const items: string[] = [];
  let item: Token[] = [];
  const flush = () => {
    while (item.length > 0 && FEATURE_FILLERS.has(item[0]?.lower ?? "")) item.shift();
    if (item.length > 0) items.push(textOf(item, FACT_TEXT_MAX_LENGTH));
    item = [];
  };
  for (const token of tokens) {
    if ([",", "&", "/"].includes(token.text) || token.lower === "and" || token.lower === "or")
      flush();
    else item.push(token);
  }
  flush();
  return items;
}

/** Bullet items under a header line ("Features:", "Risks") whose words include one of `headers`. */
function listsUnder(lines: readonly Token[][], headers: ReadonlySet<string>): string[] {
  const items: string[] = [];
  let collecting = false;
  for (const line of lines) {
    const item = bulletItem(line);
    if (item && collecting) {
      if (item.length > 0) items.push(textOf(item, FACT_TEXT_MAX_LENGTH));
      continue;
    }
    const last = line[line.length - 1];
    collecting =
      !item &&
      line.length <= 6 &&
      line.some((token) => headers.has(token.lower)) &&
      (last?.text === ":" || line.length <= 3);
  }
  return items;
}

function extractFeatures(tokens: readonly Token[], lines: readonly Token[][]): string[] {
  const features = listsUnder(lines, FEATURE_HEADERS);
  for (let i = 0; i < tokens.length && features.length < MAX_FEATURES; i += 1) {
    const token = tokens[i] as Token;
    const verb = FEATURE_VERBS.has(token.lower);
    if (!verb && !FEATURE_CUES.has(token.lower)) continue;
    const next = tokens[i + 1];
    // "Features:" followed by a line break is a header for bullets, handled above.
    if (next?.kind === "newline" || (next?.text === ":" && tokens[i + 2]?.kind === "newline"))
      continue;
    // "needs to be on WordPress" is a condition, not a feature.
    if (verb && next?.lower === "to" && tokens[i + 2]?.lower === "be") continue;
    const from = next?.text === ":" ? i + 2 : i + 1;
    const items = splitItems(clause(tokens, from));
    if (!verb || items.length >= 2) features.push(...items);
  }
  return dedupe(features).slice(0, MAX_FEATURES);
}

function extractRisks(tokens: readonly Token[], lines: readonly Token[][]): string[] {
  const risks = listsUnder(lines, RISK_HEADERS);
  for (const sentence of splitSentences(tokens)) {
    if (risks.length >= MAX_RISKS) break;
    if (bulletItem(sentence) && risks.length > 0) continue;
    if (sentence.some((token) => RISK_WORDS.has(token.lower))) {
      risks.push(textOf(bulletItem(sentence) ?? sentence, FACT_TEXT_MAX_LENGTH));
    }
  }
  return dedupe(risks).slice(0, MAX_RISKS);
}

function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key) || item === "") return false;
    seen.add(key);
    return true;
  });
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
