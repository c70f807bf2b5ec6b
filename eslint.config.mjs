import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * The import direction of docs/architecture.md, enforced: each zone lists the folders its files
 * may NOT import from. app → components / trpc → server/api → server/services → server/db;
 * lib is imported by anyone and imports nothing app-specific.
 */
const importDirection = [
  {
    target: "./src/lib",
    from: ["./src/app", "./src/components", "./src/server", "./src/trpc"],
    message: "src/lib is shared, pure code: it must not import app, components, server or trpc.",
  },
  {
    target: "./src/components",
    from: ["./src/server", "./src/app"],
    message: "Components must not import src/server or src/app; use the tRPC hooks in src/trpc.",
  },
  {
    target: "./src/trpc",
    from: [
      "./src/server/services",
      "./src/server/db",
      "./src/server/auth",
      "./src/app",
      "./src/components",
    ],
    message: "src/trpc talks to the server through src/server/api only.",
  },
  {
    target: "./src/server",
    from: ["./src/app", "./src/components", "./src/trpc"],
    message: "Server code must not import routes, components or the client.",
  },
  {
    target: "./src/server/services",
    from: ["./src/server/api"],
    message: "Services hold the rules; they must not depend on the API layer that calls them.",
  },
  {
    target: "./src/server/db",
    from: ["./src/server/services", "./src/server/api", "./src/server/auth"],
    message: "The data layer must not depend on the layers above it.",
  },
  {
    target: "./src/app",
    from: ["./src/server/db"],
    message: "Routes reach the database through a service, never directly.",
  },
];

const config = [
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      ".data/**",
      ".e2e/**",
      "node_modules/**",
      "drizzle/**",
      "bench/results/**",
      "next-env.d.ts",
      "playwright-report/**",
      "test-results/**",
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "import/no-restricted-paths": ["error", { zones: importDirection }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "inline-type-imports" },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message:
            "Read configuration through `env` from src/env.ts, the one place that reads process.env.",
        },
      ],
    },
  },
  {
    // Configuration, tooling and tests may read the environment directly.
    files: [
      "src/env.ts",
      "src/instrumentation.ts",
      "*.config.{ts,mjs,js}",
      "scripts/**",
      "bench/**",
      "tests/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
];

export default config;
