import type { Metadata, Viewport } from "next";
import { SkipToContent } from "@/components/layout/skip-to-content";
import { ThemeRoot } from "@/components/providers/theme-root";
import { inter } from "./fonts";
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
 * The document shell and the theme only; each route group's layout adds header, navigation,
 * footer and the app's client providers (`NamedLayout`), which public pages go without.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        <SkipToContent />
        <ThemeRoot>{children}</ThemeRoot>
      </body>
    </html>
  );
}
