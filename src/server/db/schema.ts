/**
 * The database schema, one `pgTable` per entity. `npm run db:generate` turns changes here into a
 * SQL migration in `drizzle/`. Column names are snake_case in SQL; the TypeScript keys of the
 * identity tables are the field names Better Auth expects.
 */
import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  PLAN_SOURCES,
  PLAN_STATUSES,
  PLAN_VISIBILITIES,
  SECTION_KINDS,
  type PlanSource,
  type PlanStatus,
  type PlanVisibility,
  type SectionKind,
} from "@/lib/plans/plan-rules";
import {
  CREDIT_HOLD_STATUSES,
  CREDIT_KINDS,
  CREDIT_REFERENCE_TYPES,
  PAYMENT_STATUSES,
  type CreditHoldStatus,
  type CreditKind,
  type CreditReferenceType,
  type PaymentStatus,
} from "@/lib/credits/credit-rules";
import {
  GENERATION_MODES,
  GENERATION_PURPOSES,
  GENERATION_STATUSES,
  type GenerationMode,
  type GenerationPurpose,
  type GenerationStatus,
} from "@/lib/ai/modes";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---- Identity (owned by Better Auth) ------------------------------------------------------

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Stored normalised (see src/lib/auth/normalize-email.ts): one account per mailbox. */
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /**
   * Admin flag (spec section 3's profile `is_admin`). Kept on the user row, a Better Auth
   * additional field, so the signed session cookie cache carries it: no query per request.
   */
  isAdmin: boolean("is_admin").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/**
 * A session's user, for Better Auth's joined lookup (`experimental.joins`): reading a session
 * and its user is one query instead of two.
 */
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
}));

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** Better Auth's password hash (scrypt) for the "credential" provider. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** Better Auth's request rate limits, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---- Accounts (ours) -----------------------------------------------------------------------

/** Profile of a user (spec section 3): full_name, username (is_admin lives on `users`). */
export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name"),
    username: text("username"),
    /** Short text on the public profile (PROFILE_BIO_MAX_LENGTH). */
    bio: text("bio").notNull().default(""),
    /** PNG/JPEG/WebP data URL (like plan logos), served by /api/public/avatars/{userId}. */
    avatarDataUrl: text("avatar_data_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Usernames are unique ignoring case.
  (table) => [uniqueIndex("profiles_username_lower_idx").on(sql`lower(${table.username})`)],
);

/**
 * Usernames given up by their owner (a rename, or a cleared username), per previous owner: for
 * USERNAME_RELEASE_HOLD_DAYS nobody else may take the name, while its previous owner may take it
 * back (src/server/services/accounts/username-release.ts). `username` is lower-case.
 */
export const releasedUsernames = pgTable(
  "released_usernames",
  {
    username: text("username").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.username, table.userId] })],
);

/**
 * Failed sign-ins per key (a normalised e-mail, or a client IP), for the server-side lockout:
 * 5 failures lock the key for 15 minutes (spec sections 4 and 9).
 */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

// ---- Mail ----------------------------------------------------------------------------------

/** Every e-mail the app sends when no mail provider is configured (and a copy of the rest). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** The action link in the mail (confirm, sign in, reset), for tests and the admin view. */
    link: text("link"),
    /** "outbox" when only stored here, or the provider that delivered it ("resend"). */
    transport: text("transport").notNull(),
    providerMessageId: text("provider_message_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("mail_outbox_to_idx").on(table.to),
    index("mail_outbox_created_at_idx").on(table.createdAt),
  ],
);

/**
 * Fixed-window request counters for the account actions that send mail or create accounts,
 * per e-mail and per client IP (Better Auth's own limiter only sees its HTTP endpoints).
 */
export const requestLimits = pgTable("request_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

// ---- Plans ---------------------------------------------------------------------------------

/** PostgreSQL's full-text document type (PGlite has it too). */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** SQL list for a CHECK constraint from one of the vocabularies in src/lib/plans/plan-rules.ts. */
function oneOf(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(", "));
}

export const plans = pgTable(
  "plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    status: text("status").$type<PlanStatus>().notNull().default("draft"),
    source: text("source").$type<PlanSource>().notNull().default("manual"),
    visibility: text("visibility").$type<PlanVisibility>().notNull().default("private"),
    /** Public URL slug, unique per owner; null until the plan is published. */
    slug: text("slug"),
    /**
     * The secret of the unlisted link /p/{token}; set while the plan is unlisted or public,
     * replaced by "regenerate" (the old link dies), cleared on unpublish.
     */
    unlistedToken: text("unlisted_token"),
    /** Per-plan presentation settings (branding, diagram theme…). */
    customization: jsonb("customization").notNull().default({}),
    /** Optimistic concurrency: every change increments it; a stale write is refused. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when the plan is moved to the trash; purged 30 days later. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * Full-text document of the title, summary and every section, kept current by the plans
     * service whenever one of them changes, so search is one indexed lookup per owner.
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .default(sql`''::tsvector`),
  },
  (table) => [
    check("plans_status_check", sql`${table.status} in (${oneOf(PLAN_STATUSES)})`),
    check("plans_source_check", sql`${table.source} in (${oneOf(PLAN_SOURCES)})`),
    check("plans_visibility_check", sql`${table.visibility} in (${oneOf(PLAN_VISIBILITIES)})`),
    uniqueIndex("plans_owner_slug_idx").on(table.ownerId, table.slug),
    uniqueIndex("plans_unlisted_token_idx").on(table.unlistedToken),
    // The list of plans not in the trash, one index per sort with the id as its tie-break: a
    // page is a range of one index, and the count an index-only scan. Titles sort ignoring case
    // (PGlite's collation is "C", where "Z" < "a"). DESC NULLS FIRST is what `order by … desc`
    // means, so the index serves both directions.
    index("plans_active_updated_idx")
      .on(table.ownerId, table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index("plans_active_created_idx")
      .on(table.ownerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index("plans_active_title_idx")
      .on(table.ownerId, sql`lower(${table.title})`, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The trash (small: 30 days of deletions): the trash view and the purge.
    index("plans_trash_idx")
      .on(table.ownerId, table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index("plans_search_idx").using("gin", table.searchVector),
  ],
);

export const planSections = pgTable(
  "plan_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").$type<SectionKind>().notNull(),
    title: text("title").notNull(),
    /** Markdown. */
    body: text("body").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("plan_sections_kind_check", sql`${table.kind} in (${oneOf(SECTION_KINDS)})`),
    index("plan_sections_plan_position_idx").on(table.planId, table.position),
  ],
);

/** A snapshot of a plan and its sections, taken before changes that could lose work. */
export const planRevisions = pgTable(
  "plan_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("plan_revisions_plan_created_idx").on(table.planId, table.createdAt.desc())],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt.desc())],
);

/**
 * Each user's defaults for new and published plans (settings → plan customization). One row per
 * user, created on first save; absent means the defaults in src/lib/plans/customization-rules.ts.
 */
export const planCustomizations = pgTable("plan_customizations", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Section kinds a new plan starts with, in order. */
  defaultSections: jsonb("default_sections").$type<string[]>().notNull(),
  brandName: text("brand_name"),
  /** `#rrggbb`. */
  accentColor: text("accent_color"),
  /** A small image as a data URL, shown on published plans. */
  logoDataUrl: text("logo_data_url"),
  /** Mermaid theme; null means the renderer's default. */
  diagramTheme: text("diagram_theme"),
  diagramSecurityLevel: text("diagram_security_level").notNull().default("loose"),
  /** ISO 4217 code for estimates. */
  currency: text("currency").notNull().default("USD"),
  hourlyRateCents: integer("hourly_rate_cents"),
  updatedAt: updatedAt(),
});

// ---- Credits and payments (src/server/services/credits, src/server/services/payments) ------

/**
 * Each user's credit balance, changed only by the credits service, in the same transaction as
 * the ledger row that explains the change. `held` is the sum of open holds; the database itself
 * refuses a negative balance or more held than owned, so no bug elsewhere can overdraw.
 * Opened on first touch with the signup bonus (accounts older than credits included).
 */
export const creditAccounts = pgTable(
  "credit_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    held: integer("held").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("credit_accounts_balance_check", sql`${table.balance} >= 0`),
    check(
      "credit_accounts_held_check",
      sql`${table.held} >= 0 and ${table.held} <= ${table.balance}`,
    ),
  ],
);

/** Every change to a balance, signed; the balance always equals the sum of its user's rows. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    kind: text("kind").$type<CreditKind>().notNull(),
    referenceType: text("reference_type").$type<CreditReferenceType>().notNull(),
    referenceId: text("reference_id").notNull(),
    /** What the credits were for, as the ledger shows it ("Plan draft: Website redesign"). */
    description: text("description").notNull().default(""),
    /** Unique per movement: a repeated key returns the first result and moves nothing. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The balance right after this row (what the ledger page shows). */
    balanceAfter: integer("balance_after").notNull(),
    /** The hold this row settled, when it settled one. */
    holdId: uuid("hold_id"),
    createdAt: createdAt(),
  },
  (table) => [
    check("credit_ledger_kind_check", sql`${table.kind} in (${oneOf(CREDIT_KINDS)})`),
    check(
      "credit_ledger_reference_type_check",
      sql`${table.referenceType} in (${oneOf(CREDIT_REFERENCE_TYPES)})`,
    ),
    check("credit_ledger_amount_check", sql`${table.amount} <> 0`),
    uniqueIndex("credit_ledger_idempotency_key_idx").on(table.idempotencyKey),
    index("credit_ledger_user_created_idx").on(
      table.userId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * Credits held for work in flight (an AI generation): counted in `credit_accounts.held` while
 * open, then settled (the actual cost is spent), released, or expired by the sweep.
 */
export const creditHolds = pgTable(
  "credit_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    status: text("status").$type<CreditHoldStatus>().notNull().default("open"),
    referenceType: text("reference_type").$type<CreditReferenceType>().notNull(),
    referenceId: text("reference_id").notNull(),
    description: text("description").notNull().default(""),
    idempotencyKey: text("idempotency_key").notNull(),
    /** What settling charged (null until settled). */
    settledAmount: integer("settled_amount"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("credit_holds_status_check", sql`${table.status} in (${oneOf(CREDIT_HOLD_STATUSES)})`),
    check("credit_holds_amount_check", sql`${table.amount} > 0`),
    uniqueIndex("credit_holds_idempotency_key_idx").on(table.idempotencyKey),
    index("credit_holds_open_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
    index("credit_holds_user_idx").on(table.userId),
  ],
);

/**
 * Usage a provider reported beyond the hold of its work: the user was charged the hold, the most
 * they were told it could cost, and the rest is ours to absorb — recorded here (one row per
 * hold, in the settlement's transaction) for admins to see on /admin/payments, like a refund's
 * shortfall on `payments`. Kept when the user deletes the account (`user_id` becomes null).
 */
export const creditUsageShortfalls = pgTable(
  "credit_usage_shortfalls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The settled hold (not a foreign key: holds go with their user's account). */
    holdId: uuid("hold_id").notNull(),
    /** What the hold was for: the AI generation and its id. */
    referenceType: text("reference_type").$type<CreditReferenceType>().notNull(),
    referenceId: text("reference_id").notNull(),
    /** The model whose usage it was (registry id); null when the settlement named none. */
    modelId: text("model_id"),
    /** What was charged: the whole hold. */
    charged: integer("charged").notNull(),
    /** What the reported usage cost at the model's price. */
    cost: integer("cost").notNull(),
    /** cost − charged: credits used but not charged. */
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "credit_usage_shortfalls_reference_type_check",
      sql`${table.referenceType} in (${oneOf(CREDIT_REFERENCE_TYPES)})`,
    ),
    check("credit_usage_shortfalls_amount_check", sql`${table.amount} > 0`),
    check(
      "credit_usage_shortfalls_sum_check",
      sql`${table.amount} = ${table.cost} - ${table.charged}`,
    ),
    uniqueIndex("credit_usage_shortfalls_hold_idx").on(table.holdId),
    index("credit_usage_shortfalls_created_idx").on(table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * A credit pack bought through Stripe Checkout, recorded by the first of the webhook and the
 * success-page fulfilment to arrive (unique on the Checkout Session id). Kept when its user
 * deletes the account (`user_id` becomes null): it is a record of money received.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    packId: text("pack_id").notNull(),
    credits: integer("credits").notNull(),
    /** Amount paid, in the currency's smallest unit. */
    amountCents: integer("amount_cents").notNull(),
    /** ISO 4217, lower-case as Stripe sends it. */
    currency: text("currency").notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    stripeCheckoutSessionId: text("stripe_checkout_session_id").notNull(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeChargeId: text("stripe_charge_id"),
    receiptUrl: text("receipt_url"),
    /** Cumulative amount refunded, as Stripe last reported it. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Credits taken back for refunds and disputes so far. */
    creditsRevoked: integer("credits_revoked").notNull().default(0),
    /** Credits that should have been taken back but had already been spent (shown to admins). */
    creditShortfall: integer("credit_shortfall").notNull().default(0),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("payments_status_check", sql`${table.status} in (${oneOf(PAYMENT_STATUSES)})`),
    uniqueIndex("payments_checkout_session_idx").on(table.stripeCheckoutSessionId),
    uniqueIndex("payments_payment_intent_idx").on(table.stripePaymentIntentId),
    index("payments_user_created_idx").on(table.userId, table.createdAt.desc(), table.id.desc()),
  ],
);

/** Stripe events already processed: a delivery whose id is here changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who adjusted whose credits by hand (/admin/credits, `npm run credits:grant`), and why: the
 * record an `admin_action` ledger reference points to (its id is the action id). Written in the
 * same transaction as the movement.
 */
export const adminCreditActions = pgTable(
  "admin_credit_actions",
  {
    id: text("id").primaryKey(),
    /** The admin's user id, or `cli` for `npm run credits:grant`. Not a foreign key: kept when
     * the admin's account is deleted. */
    actor: text("actor").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** grant | revoke */
    direction: text("direction").notNull(),
    /** What the admin asked for. */
    requested: integer("requested").notNull(),
    /** What moved (a revoke takes at most what is available). */
    moved: integer("moved").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("admin_credit_actions_direction_check", sql`${table.direction} in ('grant', 'revoke')`),
    index("admin_credit_actions_user_created_idx").on(table.userId, table.createdAt.desc()),
  ],
);

// ---- AI assistant (issue 13) ----------------------------------------------------------------

/** A chat thread on /ai (or the chat panel of a plan, then `planId` is set). */
export const aiThreads = pgTable(
  "ai_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Empty until the automatic title is written. */
    title: text("title").notNull().default(""),
    /** True once the owner renamed it: the automatic title never overwrites theirs. */
    titleSetByUser: boolean("title_set_by_user").notNull().default(false),
    /** The model and mode last used, remembered per thread. */
    modelId: text("model_id").notNull(),
    mode: text("mode").$type<GenerationMode>().notNull().default("chat"),
    planId: uuid("plan_id").references(() => plans.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("ai_threads_mode_check", sql`${table.mode} in (${oneOf(GENERATION_MODES)})`),
    index("ai_threads_user_updated_idx").on(table.userId, table.updatedAt.desc()),
    index("ai_threads_plan_idx").on(table.planId),
  ],
);

/** One message of a thread, stored as AI SDK UI message parts (text, file, tool, data). */
export const aiMessages = pgTable(
  "ai_messages",
  {
    /** The UI message id (generated by the server). */
    id: text("id").primaryKey(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => aiThreads.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Order within the thread (edits and regenerations delete what follows). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    role: text("role").$type<"user" | "assistant">().notNull(),
    parts: jsonb("parts").notNull(),
    metadata: jsonb("metadata").notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    check("ai_messages_role_check", sql`${table.role} in ('user', 'assistant')`),
    index("ai_messages_thread_seq_idx").on(table.threadId, table.seq),
  ],
);

/**
 * One run of a model, detached from the request that started it. Its UI message chunks are
 * stored in `ai_generation_chunks` as they stream; clients on any instance replay and follow
 * them (LISTEN/NOTIFY). See docs/architecture.md, "AI generations".
 */
export const aiGenerations = pgTable(
  "ai_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<GenerationPurpose>().notNull(),
    mode: text("mode").$type<GenerationMode>().notNull(),
    modelId: text("model_id").notNull(),
    status: text("status").$type<GenerationStatus>().notNull().default("running"),
    threadId: uuid("thread_id").references(() => aiThreads.id, { onDelete: "cascade" }),
    /** The assistant message this generation writes (chat). */
    messageId: text("message_id"),
    planId: uuid("plan_id").references(() => plans.id, { onDelete: "set null" }),
    holdId: uuid("hold_id"),
    /** What was asked (no secrets), for the owner's history and support. */
    input: jsonb("input").notNull().default({}),
    /** What a finished generation produced (GenerationResultData). */
    result: jsonb("result"),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    creditsCharged: integer("credits_charged").notNull().default(0),
    /** The server process running it, and when it last wrote: a stale heartbeat means it died. */
    instanceId: text("instance_id").notNull(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    check("ai_generations_purpose_check", sql`${table.purpose} in (${oneOf(GENERATION_PURPOSES)})`),
    check("ai_generations_mode_check", sql`${table.mode} in (${oneOf(GENERATION_MODES)})`),
    check("ai_generations_status_check", sql`${table.status} in (${oneOf(GENERATION_STATUSES)})`),
    index("ai_generations_user_created_idx").on(table.userId, table.createdAt.desc()),
    index("ai_generations_running_idx")
      .on(table.heartbeatAt)
      .where(sql`${table.status} = 'running'`),
    index("ai_generations_thread_idx").on(table.threadId, table.createdAt.desc()),
  ],
);

/** A batch of UI message chunks of a generation, in order (`seq` counts batches from 0). */
export const aiGenerationChunks = pgTable(
  "ai_generation_chunks",
  {
    generationId: uuid("generation_id")
      .notNull()
      .references(() => aiGenerations.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    chunks: jsonb("chunks").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.generationId, table.seq] })],
);

/** A file attached to a chat message or brief; the bytes live in storage (`storageKey`). */
export const aiAttachments = pgTable(
  "ai_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Detected from the content, never taken from the name or the browser. */
    mediaType: text("media_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    sha256: text("sha256").notNull(),
    /** Extracted text for models without file input (null for images). */
    textContent: text("text_content"),
    threadId: uuid("thread_id").references(() => aiThreads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("ai_attachments_user_created_idx").on(table.userId, table.createdAt.desc())],
);

/** A change to a plan the assistant proposed; applied only when the owner clicks Apply. */
export const aiProposals = pgTable(
  "ai_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    /** null: a new section. */
    sectionId: uuid("section_id").references(() => planSections.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The section's Markdown when proposed (the diff's left side). */
    bodyBefore: text("body_before").notNull().default(""),
    bodyAfter: text("body_after").notNull(),
    reason: text("reason").notNull().default(""),
    /** open | applied | dismissed */
    status: text("status").notNull().default("open"),
    generationId: uuid("generation_id").references(() => aiGenerations.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    check("ai_proposals_status_check", sql`${table.status} in ('open', 'applied', 'dismissed')`),
    index("ai_proposals_plan_idx").on(table.planId, table.createdAt.desc()),
  ],
);

/** A cover letter written from a plan and a job post. */
export const coverLetters = pgTable(
  "cover_letters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: uuid("plan_id").references(() => plans.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    jobPost: text("job_post").notNull().default(""),
    /** Markdown. */
    body: text("body").notNull().default(""),
    tone: text("tone").notNull(),
    length: text("length").notNull(),
    modelId: text("model_id").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("cover_letters_user_plan_idx").on(table.userId, table.planId, table.updatedAt.desc()),
  ],
);

// ---- Sharing and publishing (src/server/services/publishing) -------------------------------

/**
 * What visitors of a shared plan see: a snapshot taken at publish / "Update public version",
 * never the live plan. One row per shared plan; deleted on unpublish, so the public and unlisted
 * addresses answer 404 at once. `revision` grows with every publish and update: it is the cache
 * key of the rendered page (a cached render of an older revision is never served).
 */
export const planPublications = pgTable(
  "plan_publications",
  {
    planId: uuid("plan_id")
      .primaryKey()
      .references(() => plans.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** PublishedSnapshot (src/lib/publishing/snapshot.ts). */
    snapshot: jsonb("snapshot").notNull(),
    /** Hash of the plan content the snapshot was taken from ("Unpublished changes" compares it). */
    contentFingerprint: text("content_fingerprint").notNull(),
    revision: integer("revision").notNull().default(1),
    /** Show the estimate block on the public page. */
    showEstimate: boolean("show_estimate").notNull().default(false),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A profile's plans, and the newest public plans of everyone (listing API, landing, sitemap).
    index("plan_publications_owner_idx").on(table.ownerId, table.publishedAt.desc()),
    index("plan_publications_published_idx").on(table.publishedAt.desc()),
  ],
);

/** Old slugs of a plan: /{username}/p/{old} answers a permanent redirect to the current one. */
export const planSlugRedirects = pgTable(
  "plan_slug_redirects",
  {
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.slug] })],
);

/**
 * The plan addresses a handle had when its owner gave it up (`handle` lower-case): the address
 * /{handle}/p/{slug} keeps leading to that plan, at its owner's new address, whoever holds the
 * handle later, and nobody else may publish there (src/server/services/publishing/released-addresses.ts).
 */
export const releasedPlanAddresses = pgTable(
  "released_plan_addresses",
  {
    handle: text("handle").notNull(),
    slug: text("slug").notNull(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.handle, table.slug] }),
    // Deleting a plan deletes its rows here.
    index("released_plan_addresses_plan_idx").on(table.planId),
  ],
);

/**
 * Views of shared pages per plan and UTC day: a counter, nothing about the visitor (no cookie,
 * no IP address). One view per visitor, plan and day (plan_view_visitors); bots and the owner
 * are not counted. The first view of a day notifies the owner.
 */
export const planViewDays = pgTable(
  "plan_view_days",
  {
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.planId, table.day] })],
);

/**
 * The secret key of one UTC day for telling visitors apart (services/publishing/view-visitors):
 * random, made by the first view of the day, in the database so every app instance uses the
 * same one, and deleted once the day is over — with it, every visitor hash of that day.
 */
export const viewDayKeys = pgTable("view_day_keys", {
  day: text("day").primaryKey(),
  key: text("key").notNull(),
  createdAt: createdAt(),
});

/**
 * Who has been counted today, as keyed hashes of (client address, user agent, plan, day): no
 * address or user agent is stored, and once the day's key is gone no hash can be linked to one.
 * Deleted with their day's key.
 */
export const planViewVisitors = pgTable(
  "plan_view_visitors",
  {
    day: text("day")
      .notNull()
      .references(() => viewDayKeys.day, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);
