"use client";

import { BoundaryErrorScreen, type BoundaryError } from "@/components/error/boundary-error-screen";
import { DefaultLayout } from "@/components/layout/page-layouts";
import { AppProviders } from "@/components/providers/app-providers";

/** Unhandled errors in any page below the root layout. */
export default function RootError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  return (
    <AppProviders>
      <BoundaryErrorScreen error={error} reset={reset} Frame={DefaultLayout} />
    </AppProviders>
  );
}
