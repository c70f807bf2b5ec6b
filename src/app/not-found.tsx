import type { Metadata } from "next";
import { ErrorScreenWithSession } from "@/components/error/error-screen-with-session";
import { DefaultLayout } from "@/components/layout/page-layouts";
import { AppProviders } from "@/components/providers/app-providers";
import { COMMON_ERRORS, ERROR_SCREEN_TEXT } from "@/lib/errors/common";

export const metadata: Metadata = {
  title: ERROR_SCREEN_TEXT.notFoundTitle,
  robots: { index: false },
};

/**
 * Every unknown path: HTTP 404 with 'Page not found'. Static, so it costs nothing to serve;
 * crawlers never see it (the proxy answers them with a bare 404).
 */
export default function NotFound() {
  return (
    <AppProviders>
      <DefaultLayout>
        <ErrorScreenWithSession status={404} message={COMMON_ERRORS.pageNotFound} />
      </DefaultLayout>
    </AppProviders>
  );
}
