import type { NextConfig } from "next";
// Importing the env module validates the configuration when `next build` or `next start` begins.
import { env } from "./src/env";
import {
  ATTACHMENT_CONTENT_SECURITY_POLICY,
  ATTACHMENT_FILE_PATHS,
  NON_PAGE_CONTENT_SECURITY_POLICY,
} from "./src/lib/security/security-headers";

/**
 * What the proxy (src/proxy.ts) leaves out: API routes, build assets and files with an
 * extension. Pages get their policy, with a per-request nonce, from the proxy; these get the
 * fixed one. The two sets must not overlap, or a page would carry two policies (both enforced).
 */
const NON_PAGE_PATHS = "/:path((?:api|_next)/.*|.*\\.[A-Za-z0-9]+)";

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Same id as the client's update check, so one build is one version everywhere.
  generateBuildId: async () => env.NEXT_PUBLIC_BUILD_ID,
  // PGlite loads its WASM and data files from its own package folder; pg has optional native bits.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  // `npm run typecheck` is the gate; the build need not type-check a second time.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Turbopack's build cache speeds up the next local build, but CI builds a clean clone once:
    // writing a cache nobody reads costs it about a minute. (Build tooling, not app config: read
    // here rather than through src/env.ts.)
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
  },
  // Old addresses of the plan page and the dashboard keep working (308 Permanent Redirect).
  async redirects() {
    return [
      { source: "/plan-old/:id", destination: "/plan/:id", permanent: true },
      { source: "/dashboard-old", destination: "/dashboard", permanent: true },
    ];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          // Same as the policies' frame-ancestors 'none', for browsers that predate it.
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
      {
        source: NON_PAGE_PATHS,
        headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CONTENT_SECURITY_POLICY }],
      },
      {
        // Later rules win for the same header: users' files get the sandboxed policy.
        source: ATTACHMENT_FILE_PATHS,
        headers: [{ key: "Content-Security-Policy", value: ATTACHMENT_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default config;
