import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { SkipToContent } from "@/components/layout/skip-to-content";
import { NONCE_REQUEST_HEADER } from "@/lib/security/security-headers";
import { inter } from "./fonts";
import { Providers } from "./providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Plansmith — AI-assisted project plans", template: "%s · Plansmith" },
  description:
    "Create client-ready project plans by hand, from an existing document or with AI. Edit them section by section, add diagrams, publish them and win the work.",
  applicationName: "Plansmith",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#14151c" },
  ],
};

/**
 * The document shell only; each route group's layout adds header, navigation and footer.
 *
 * Reading the request's script nonce (set by src/proxy.ts) renders every page per request: a
 * prerendered page could not carry a nonce, and the Content-Security-Policy allows no inline
 * script without one. The theme script of next-themes is the one inline script of our own.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get(NONCE_REQUEST_HEADER) ?? undefined;
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        <SkipToContent />
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
