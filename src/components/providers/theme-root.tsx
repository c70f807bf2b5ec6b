"use client";

import { ThemeProvider } from "next-themes";

/** Light / dark / system theme for every page, public ones included (the root layout's only provider). */
export function ThemeRoot({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
