/**
 * Plan customization: what a user can preset for their plans (default sections, branding of
 * published plans, diagram defaults, estimate currency and rate), its defaults and its input rules.
 * Shared by the settings form (client-side checks), the manual-creation page (default sections)
 * and the server (tRPC input), so all of them say the same thing.
 */
import { z } from "zod";
import {
  DEFAULT_OWNER_SECURITY_LEVEL,
  diagramSecurityLevelSchema,
  diagramThemeSchema,
  type DiagramSecurityLevel,
  type DiagramTheme,
} from "@/lib/diagrams/diagram-settings";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { SECTION_KINDS, type SectionKind } from "@/lib/plans/plan-rules";

// ---------------------------------------------------------------------------------------------
// Default sections

/** Kinds that can be preset: a "custom" section has no meaningful default title or content. */
export type DefaultSectionKind = Exclude<SectionKind, "custom">;

/** The sections a new plan starts with when the user has not chosen their own. */
export const DEFAULT_SECTION_KINDS: readonly DefaultSectionKind[] = [
  "overview",
  "goals",
  "scope",
  "deliverables",
  "timeline",
  "budget",
  "next_steps",
];

export const DEFAULT_SECTION_CHOICES = SECTION_KINDS.filter(
  (kind): kind is DefaultSectionKind => kind !== "custom",
);
/**
 * Every choice in the order both lists show it (plan customization and the create form): the
 * user's default sections in their order, then the others in the usual order.
 */
export function sectionChoicesInOrder(preferred: readonly SectionKind[]): DefaultSectionKind[] {
  const choices: readonly SectionKind[] = DEFAULT_SECTION_CHOICES;
  const own = [...new Set(preferred)].filter((kind): kind is DefaultSectionKind =>
    choices.includes(kind),
  );
  return [...own, ...DEFAULT_SECTION_CHOICES.filter((kind) => !own.includes(kind))];
}

export const DEFAULT_SECTIONS_MIN = 1;
export const DEFAULT_SECTIONS_MAX = 10;

export const defaultSectionsSchema = z
  .array(z.enum(DEFAULT_SECTION_CHOICES, { error: PLAN_ERRORS.defaultSectionsUnknown }))
  .min(DEFAULT_SECTIONS_MIN, PLAN_ERRORS.defaultSectionsEmpty)
  .max(DEFAULT_SECTIONS_MAX, PLAN_ERRORS.defaultSectionsTooMany)
  .refine((kinds) => new Set(kinds).size === kinds.length, PLAN_ERRORS.defaultSectionsDuplicate);

/**
 * The stored list as section kinds, tolerating rows written under an older vocabulary: unknown
 * and repeated kinds are dropped, and an empty result falls back to the defaults.
 */
export function readDefaultSections(
  stored: readonly string[] | null | undefined,
): DefaultSectionKind[] {
  const choices: readonly string[] = DEFAULT_SECTION_CHOICES;
  const kinds = [...new Set(stored ?? [])].filter((kind): kind is DefaultSectionKind =>
    choices.includes(kind),
  );
  return kinds.length > 0 ? kinds : [...DEFAULT_SECTION_KINDS];
}

// ---------------------------------------------------------------------------------------------
// Branding

export const BRAND_NAME_MAX_LENGTH = 80;
/** Shown in previews when no accent colour is chosen; close to the app's own primary colour. */
export const DEFAULT_ACCENT_COLOR = "#4f46e5";
export const ACCENT_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Trimmed; an empty name means "no name" (`null`). */
export const brandNameSchema = z
  .string()
  .trim()
  .max(BRAND_NAME_MAX_LENGTH, PLAN_ERRORS.brandNameTooLong)
  .transform((name) => (name === "" ? null : name))
  .nullable();

/** `#rrggbb`, stored in lower case. */
export const accentColorSchema = z
  .string()
  .trim()
  .regex(ACCENT_COLOR_PATTERN, PLAN_ERRORS.invalidAccentColor)
  .transform((color) => color.toLowerCase())
  .nullable();

/**
 * Raster formats only: an SVG logo can carry script, and it is shown on public pages.
 * Each type is recognised by its first bytes, so a renamed file cannot pass as an image.
 */
export const LOGO_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];
export const LOGO_MAX_BYTES = 256 * 1024;
/** The `accept` attribute of the upload field. */
export const LOGO_ACCEPT = LOGO_MIME_TYPES.join(",");

const LOGO_SIGNATURES: Record<LogoMimeType, (bytes: Uint8Array) => boolean> = {
  "image/png": (b) =>
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  // "RIFF" <size> "WEBP"
  "image/webp": (b) =>
    String.fromCharCode(...b.slice(0, 4)) === "RIFF" &&
    String.fromCharCode(...b.slice(8, 12)) === "WEBP",
};

/** Whether the first bytes of a file match the declared image type. */
export function hasLogoSignature(type: string, bytes: Uint8Array): boolean {
  const matches = LOGO_SIGNATURES[type as LogoMimeType] as
    ((bytes: Uint8Array) => boolean) | undefined;
  return matches !== undefined && matches(bytes);
}

const LOGO_DATA_URL_PATTERN = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decoded size of a base64 payload, without decoding it. */
function base64DecodedLength(payload: string): number {
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

function decodeBase64Prefix(payload: string, byteCount: number): Uint8Array {
  // 4 base64 characters carry 3 bytes; decode only what the signature check needs.
  const chars = Math.min(payload.length, Math.ceil(byteCount / 3) * 4);
  const binary = atob(payload.slice(0, chars));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export type LogoDataUrlProblem = "type" | "size";

/** Why a data URL is not an acceptable logo, or `null` when it is. Runs in browsers and on the server. */
export function logoDataUrlProblem(dataUrl: string): LogoDataUrlProblem | null {
  const match = LOGO_DATA_URL_PATTERN.exec(dataUrl);
  if (!match) return "type";
  const [, type, payload] = match as unknown as [string, LogoMimeType, string];
  if (payload.length % 4 !== 0) return "type";
  if (base64DecodedLength(payload) > LOGO_MAX_BYTES) return "size";
  return hasLogoSignature(type, decodeBase64Prefix(payload, 12)) ? null : "type";
}

/** The longest data URL a 256 KB logo can produce; longer strings are rejected before parsing. */
const LOGO_DATA_URL_MAX_LENGTH =
  "data:image/jpeg;base64,".length + Math.ceil(LOGO_MAX_BYTES / 3) * 4;

export const LOGO_PROBLEM_MESSAGES: Record<LogoDataUrlProblem, string> = {
  type: PLAN_ERRORS.logoWrongType,
  size: PLAN_ERRORS.logoTooLarge,
};

/**
 * A PNG, JPEG or WebP data URL of at most LOGO_MAX_BYTES, checked by its first bytes
 * ({@link logoDataUrlProblem}), with the messages of the field it fills: plan logos here,
 * profile avatars in src/lib/auth/profile-rules.ts.
 */
export function rasterImageDataUrlSchema(messages: Record<LogoDataUrlProblem, string>) {
  return (
    z
      .string()
      // abort: a string this long is not parsed any further.
      .max(LOGO_DATA_URL_MAX_LENGTH, { message: messages.size, abort: true })
      .superRefine((dataUrl, ctx) => {
        const problem = logoDataUrlProblem(dataUrl);
        if (problem) ctx.addIssue({ code: "custom", message: messages[problem] });
      })
      .nullable()
  );
}

export const logoDataUrlSchema = rasterImageDataUrlSchema(LOGO_PROBLEM_MESSAGES);

/** A quick check of a chosen file before reading it (the data URL is checked again after). */
export function logoFileProblem(file: { type: string; size: number }): LogoDataUrlProblem | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return "type";
  return file.size > LOGO_MAX_BYTES ? "size" : null;
}

// ---------------------------------------------------------------------------------------------
// Estimates

/** ISO 4217 codes offered for estimates, with their names. */
export const CURRENCIES = {
  USD: "US dollar",
  EUR: "Euro",
  GBP: "British pound",
  CAD: "Canadian dollar",
  AUD: "Australian dollar",
  NZD: "New Zealand dollar",
  CHF: "Swiss franc",
  JPY: "Japanese yen",
  CNY: "Chinese yuan",
  HKD: "Hong Kong dollar",
  SGD: "Singapore dollar",
  INR: "Indian rupee",
  SEK: "Swedish krona",
  NOK: "Norwegian krone",
  DKK: "Danish krone",
  PLN: "Polish złoty",
  CZK: "Czech koruna",
  BRL: "Brazilian real",
  MXN: "Mexican peso",
  ZAR: "South African rand",
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];
export const DEFAULT_CURRENCY: CurrencyCode = "USD";

export const currencySchema = z.enum(CURRENCY_CODES, { error: PLAN_ERRORS.invalidCurrency });

/** Rates are kept in hundredths of the currency unit ("cents"), so amounts stay exact integers. */
export const HOURLY_RATE_MAX = 100_000;
export const HOURLY_RATE_MAX_CENTS = HOURLY_RATE_MAX * 100;

export const hourlyRateCentsSchema = z
  .number({ error: PLAN_ERRORS.invalidHourlyRate })
  .int(PLAN_ERRORS.invalidHourlyRate)
  .min(0, PLAN_ERRORS.invalidHourlyRate)
  .max(HOURLY_RATE_MAX_CENTS, PLAN_ERRORS.invalidHourlyRate)
  .nullable();

const HOURLY_RATE_TEXT_PATTERN = /^\d+(?:\.\d{1,2})?$/;

/**
 * A rate typed by the user ("85", "85.5", "1,200.00") as cents: `null` for an empty field
 * (no rate), `undefined` when the text is not a valid rate.
 */
export function parseHourlyRate(text: string): number | null | undefined {
  const cleaned = text.trim().replace(/,/g, "");
  if (cleaned === "") return null;
  if (!HOURLY_RATE_TEXT_PATTERN.test(cleaned)) return undefined;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents <= HOURLY_RATE_MAX_CENTS ? cents : undefined;
}

/** Cents as the text of a rate field: 8550 → "85.50", 8500 → "85". */
export function formatHourlyRateInput(cents: number | null): string {
  if (cents === null) return "";
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// The whole customization

export type PlanCustomization = {
  defaultSections: DefaultSectionKind[];
  brandName: string | null;
  accentColor: string | null;
  logoDataUrl: string | null;
  /** `null` renders with DEFAULT_DIAGRAM_THEME. */
  diagramTheme: DiagramTheme | null;
  diagramSecurityLevel: DiagramSecurityLevel;
  currency: CurrencyCode;
  hourlyRateCents: number | null;
};

/** What a user has before saving anything. */
export const PLAN_CUSTOMIZATION_DEFAULTS: Readonly<PlanCustomization> = Object.freeze({
  defaultSections: [...DEFAULT_SECTION_KINDS],
  brandName: null,
  accentColor: null,
  logoDataUrl: null,
  diagramTheme: null,
  diagramSecurityLevel: DEFAULT_OWNER_SECURITY_LEVEL,
  currency: DEFAULT_CURRENCY,
  hourlyRateCents: null,
});

/** `planCustomization.update`: any subset of the fields; `null` clears an optional one. */
export const planCustomizationUpdateInput = z
  .object({
    defaultSections: defaultSectionsSchema,
    brandName: brandNameSchema,
    accentColor: accentColorSchema,
    logoDataUrl: logoDataUrlSchema,
    diagramTheme: diagramThemeSchema,
    diagramSecurityLevel: diagramSecurityLevelSchema,
    currency: currencySchema,
    hourlyRateCents: hourlyRateCentsSchema,
  })
  .partial()
  .strict();
export type PlanCustomizationUpdate = z.input<typeof planCustomizationUpdateInput>;
/** The update after validation (trimmed name, lower-case colour). */
export type PlanCustomizationChanges = z.output<typeof planCustomizationUpdateInput>;
