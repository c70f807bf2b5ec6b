"use client";

import { BoundaryErrorScreen, type BoundaryError } from "@/components/error/boundary-error-screen";
import { inter } from "./fonts";
import "./globals.css";

/** Fatal errors, including ones in the root layout: replaces the whole document. */
export default function GlobalError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <main id="main-content">
          <BoundaryErrorScreen error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
