import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

/**
 * The one place that reads `process.env`. Every variable is declared and validated here, so a
 * bad configuration fails at start-up with a message naming the variable, not at request time.
 * `next.config.ts` imports this module, which makes `next build` and `next start` validate it.
 *
 * Nothing is required: with no configuration the app runs on its embedded defaults
 * (PGlite in DATA_DIR, outbox mail, offline AI model, payments off).
 */
const postgresUrl = z
  .string()
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    message: "must be a postgres:// or postgresql:// connection URL",
  });

export const env = createEnv({
  shared: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  },
  server: {
    /** Unset: embedded PGlite in DATA_DIR. Set: a real PostgreSQL server. */
    DATABASE_URL: postgresUrl.optional(),
    /** Where embedded data lives (PGlite database, local files). */
    DATA_DIR: z.string().min(1).default(".data"),
    /** Size of the PostgreSQL connection pool per app process (DATABASE_URL only). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Public URL of the app, used in e-mail links and OAuth callbacks. Unset: taken from each
     * request (fine for local use); set it in production.
     */
    APP_URL: z.string().url().optional(),
    /** Signs sessions and tokens. Unset: a random secret is created once in DATA_DIR. */
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** OAuth sign-in; each provider is shown and enabled only when both values are set. */
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Comma-separated e-mails that are made admins when they sign up or sign in. */
    ADMIN_EMAILS: z.string().optional(),
    /**
     * Days a username given up by a rename stays reserved for its previous owner (nobody else can
     * take it; they can take it back). Unset: 90 (DEFAULT_USERNAME_RELEASE_HOLD_DAYS).
     */
    USERNAME_RELEASE_HOLD_DAYS: z.coerce.number().int().min(0).max(3_650).optional(),
    /** Resend API key. Unset: e-mail goes to the outbox table and the server log. */
    RESEND_API_KEY: z.string().min(1).optional(),
    /** Resend API base URL (tests point it at a local server). */
    RESEND_BASE_URL: z.string().url().default("https://api.resend.com"),
    /** Sender of every e-mail. */
    MAIL_FROM: z.string().min(3).default("Plansmith <no-reply@plansmith.app>"),
    /**
     * How many reverse proxies stand in front of the app (0: clients connect directly). The
     * client IP is the connection's address, or the Nth address from the right of
     * X-Forwarded-For. See docs/operations.md, "Client IP and TRUSTED_PROXIES".
     */
    TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Comma-separated origins (https://app.example.com) other than APP_URL's that may send
     * state-changing requests from a browser (the app's own origin always may).
     */
    TRUSTED_ORIGINS: z
      .string()
      .refine(
        (value) => value.split(",").every((entry) => !entry.trim() || URL.canParse(entry.trim())),
        { message: "must be comma-separated URLs, e.g. https://app.example.com" },
      )
      .optional(),
    /** Stripe secret key (sk_live_… / sk_test_…). Unset: payments are off and buy buttons say why. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** Signing secret of the webhook endpoint (whsec_…); POST /api/payments/webhook needs it. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /**
     * Stripe API base URL. Unset: Stripe's own. Tests point it at a local stand-in; the SDK
     * takes its host, port and protocol.
     */
    STRIPE_API_URL: z.string().url().optional(),
    /** Credits every account receives once. */
    CREDITS_SIGNUP_BONUS: z.coerce.number().int().min(0).max(1_000_000).default(20),
    /** Seconds a hold on credits (AI work in flight) may stay open before the sweep releases it. */
    CREDIT_HOLD_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    // ---- AI assistant (docs/configuration.md, "AI models"). Unset: only the offline planner.
    /** OpenAI key; switches on the OpenAI models of OPENAI_MODELS. */
    OPENAI_API_KEY: z.string().min(1).optional(),
    /** OpenAI API base URL including /v1 (tests point it at a local stand-in). */
    OPENAI_BASE_URL: z.string().url().optional(),
    /** Comma-separated OpenAI model ids offered to users. */
    OPENAI_MODELS: z.string().default("gpt-5-mini,gpt-5"),
    /** An OpenAI-compatible server (Ollama, vLLM, LM Studio), e.g. http://localhost:11434/v1. */
    OPENAI_COMPATIBLE_BASE_URL: z.string().url().optional(),
    OPENAI_COMPATIBLE_API_KEY: z.string().min(1).optional(),
    /** Comma-separated model ids the compatible server serves (required with its base URL). */
    OPENAI_COMPATIBLE_MODELS: z.string().optional(),
    /** How the compatible server is named in the model picker. */
    OPENAI_COMPATIBLE_NAME: z.string().min(1).default("Local model"),
    /** Anthropic key; switches on the models of ANTHROPIC_MODELS. */
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    /** Anthropic API base URL including /v1 (tests point it at a local stand-in). */
    ANTHROPIC_BASE_URL: z.string().url().optional(),
    ANTHROPIC_MODELS: z.string().default("claude-sonnet-4-5,claude-haiku-4-5"),
    /**
     * Credits per 1,000 input and output tokens per model: `id=in/out,id=in/out`
     * (e.g. `gpt-5=2/8`). Models not listed use the built-in price (docs/configuration.md).
     */
    AI_MODEL_PRICES: z.string().optional(),
    /** Context size per model: `id=tokens,…` (overrides the built-in size). */
    AI_MODEL_CONTEXT_TOKENS: z.string().optional(),
    /** The model a new thread starts with; default: the first configured, else the offline planner. */
    AI_DEFAULT_MODEL: z.string().min(1).optional(),
    /** Generations one user may start per minute. */
    AI_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
    /** Generations one user may run at the same time. */
    AI_MAX_CONCURRENT_GENERATIONS: z.coerce.number().int().min(1).max(100).default(3),
    /**
     * Live AI streams (open GET …/stream answers) one user, and one server process, may follow
     * at once; more answer 429 AI_TOO_MANY_STREAMS. Unset: LIVE_FOLLOWERS_PER_USER_MAX and
     * LIVE_FOLLOWERS_PER_PROCESS_MAX (src/server/services/ai/generations/follower-limits.ts).
     */
    AI_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1_000).optional(),
    AI_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).optional(),
    /** Seconds a provider may take before its call is given up (the user is charged nothing). */
    AI_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3_600).default(300),
    /**
     * Milliseconds the offline planner pauses between streamed pieces (a few words each), so it
     * streams at a readable pace and can be stopped or reloaded mid-answer; 0 streams at once.
     */
    AI_OFFLINE_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(1_000).default(15),
    // ---- File storage (attachments). Unset: local disk under DATA_DIR/files.
    /** S3-compatible endpoint, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO URL. */
    STORAGE_S3_ENDPOINT: z.string().url().optional(),
    STORAGE_S3_BUCKET: z.string().min(1).optional(),
    STORAGE_S3_REGION: z.string().min(1).default("us-east-1"),
    STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Log verbosity of the server. */
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  },
  client: {
    /** Set at build time by scripts/build.mjs; identifies the deployed build for update checks. */
    NEXT_PUBLIC_BUILD_ID: z.string().min(1).default("development"),
  },
  runtimeEnv: {
    OPENAI_API_KEY: process.env.OPENAI_API_KEY,
    OPENAI_BASE_URL: process.env.OPENAI_BASE_URL,
    OPENAI_MODELS: process.env.OPENAI_MODELS,
    OPENAI_COMPATIBLE_BASE_URL: process.env.OPENAI_COMPATIBLE_BASE_URL,
    OPENAI_COMPATIBLE_API_KEY: process.env.OPENAI_COMPATIBLE_API_KEY,
    OPENAI_COMPATIBLE_MODELS: process.env.OPENAI_COMPATIBLE_MODELS,
    OPENAI_COMPATIBLE_NAME: process.env.OPENAI_COMPATIBLE_NAME,
    ANTHROPIC_API_KEY: process.env.ANTHROPIC_API_KEY,
    ANTHROPIC_BASE_URL: process.env.ANTHROPIC_BASE_URL,
    ANTHROPIC_MODELS: process.env.ANTHROPIC_MODELS,
    AI_MODEL_PRICES: process.env.AI_MODEL_PRICES,
    AI_MODEL_CONTEXT_TOKENS: process.env.AI_MODEL_CONTEXT_TOKENS,
    AI_DEFAULT_MODEL: process.env.AI_DEFAULT_MODEL,
    AI_REQUESTS_PER_MINUTE: process.env.AI_REQUESTS_PER_MINUTE,
    AI_MAX_CONCURRENT_GENERATIONS: process.env.AI_MAX_CONCURRENT_GENERATIONS,
    AI_STREAMS_PER_USER: process.env.AI_STREAMS_PER_USER,
    AI_STREAMS_PER_PROCESS: process.env.AI_STREAMS_PER_PROCESS,
    AI_REQUEST_TIMEOUT_SECONDS: process.env.AI_REQUEST_TIMEOUT_SECONDS,
    AI_OFFLINE_STREAM_DELAY_MS: process.env.AI_OFFLINE_STREAM_DELAY_MS,
    STORAGE_S3_ENDPOINT: process.env.STORAGE_S3_ENDPOINT,
    STORAGE_S3_BUCKET: process.env.STORAGE_S3_BUCKET,
    STORAGE_S3_REGION: process.env.STORAGE_S3_REGION,
    STORAGE_S3_ACCESS_KEY_ID: process.env.STORAGE_S3_ACCESS_KEY_ID,
    STORAGE_S3_SECRET_ACCESS_KEY: process.env.STORAGE_S3_SECRET_ACCESS_KEY,
    NODE_ENV: process.env.NODE_ENV,
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    LOG_LEVEL: process.env.LOG_LEVEL,
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
    TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS,
    APP_URL: process.env.APP_URL,
    AUTH_SECRET: process.env.AUTH_SECRET,
    GITHUB_CLIENT_ID: process.env.GITHUB_CLIENT_ID,
    GITHUB_CLIENT_SECRET: process.env.GITHUB_CLIENT_SECRET,
    GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: process.env.GOOGLE_CLIENT_SECRET,
    ADMIN_EMAILS: process.env.ADMIN_EMAILS,
    USERNAME_RELEASE_HOLD_DAYS: process.env.USERNAME_RELEASE_HOLD_DAYS,
    RESEND_API_KEY: process.env.RESEND_API_KEY,
    RESEND_BASE_URL: process.env.RESEND_BASE_URL,
    MAIL_FROM: process.env.MAIL_FROM,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: process.env.STRIPE_API_URL,
    CREDITS_SIGNUP_BONUS: process.env.CREDITS_SIGNUP_BONUS,
    CREDIT_HOLD_TTL_SECONDS: process.env.CREDIT_HOLD_TTL_SECONDS,
    NEXT_PUBLIC_BUILD_ID: process.env.NEXT_PUBLIC_BUILD_ID,
  },
  skipValidation: process.env.SKIP_ENV_VALIDATION === "1",
  emptyStringAsUndefined: true,
});
