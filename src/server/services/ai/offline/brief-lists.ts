/**
 * The lists a brief holds: features or deliverables (bullets under "Features:", "Features: a, b
 * and c", "we need a venue, a caterer and a band") and risks or constraints (bullets under
 * "Risks", or sentences with a risk word such as "worried", "tight" or "depends"). Each cue reads
 * at most CLAUSE_MAX_TOKENS tokens, so the whole pass is linear in the brief.
 */
import {
  bulletItem,
  clause,
  FACT_TEXT_MAX_LENGTH,
  splitSentences,
  textOf,
  type Token,
} from "./brief-tokens";

export const MAX_FEATURES = 20;
export const MAX_RISKS = 8;

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
/** Nouns that, in the first item after "need", name the project rather than a feature. */
const PROJECT_NOUNS = new Set([
  "app",
  "application",
  "website",
  "site",
  "platform",
  "mvp",
  "campaign",
  "plan",
  "study",
  "event",
  "wedding",
  "conference",
  "system",
  "project",
  "developer",
  "designer",
  "agency",
]);

function namesTheProject(words: readonly Token[]): boolean {
  for (const word of words) {
    if ([",", "&", "/"].includes(word.text) || word.lower === "and" || word.lower === "or") break;
    if (PROJECT_NOUNS.has(word.lower)) return true;
  }
  return false;
}

const NOT_FEATURE_OBJECTS = new Set([
  "it",
  "this",
  "that",
  "them",
  "you",
  "us",
  "help",
  "someone",
  "somebody",
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

export function extractFeatures(tokens: readonly Token[], lines: readonly Token[][]): string[] {
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
    // "we need it ASAP", "we need help with…": the object is not a list of features.
    if (verb && NOT_FEATURE_OBJECTS.has(next?.lower ?? "")) continue;
    const from = next?.text === ":" ? i + 2 : i + 1;
    const words = clause(tokens, from);
    // "we need a Flutter app for iOS & Android": the project itself, not its features.
    if (verb && namesTheProject(words)) continue;
    const items = splitItems(words);
    if (!verb || items.length >= 2) features.push(...items);
  }
  return dedupe(features).slice(0, MAX_FEATURES);
}

export function extractRisks(tokens: readonly Token[], lines: readonly Token[][]): string[] {
  const risks = listsUnder(lines, RISK_HEADERS);
  for (const sentence of splitSentences(tokens)) {
    if (risks.length >= MAX_RISKS) break;
    if (sentence.some((token) => RISK_WORDS.has(token.lower))) {
      // Bullets under a "Risks" header were read above; dedupe drops them here.
      risks.push(textOf(withoutLabel(bulletItem(sentence) ?? sentence), FACT_TEXT_MAX_LENGTH));
    }
  }
  return dedupe(risks).slice(0, MAX_RISKS);
}

/** "Risk: the API is slow" → "the API is slow". */
function withoutLabel(sentence: Token[]): Token[] {
  const [first, second] = sentence;
  const labelled =
    second?.text === ":" &&
    (RISK_HEADERS.has(first?.lower ?? "") || RISK_WORDS.has(first?.lower ?? ""));
  return labelled ? sentence.slice(2) : sentence;
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
