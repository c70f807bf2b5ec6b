import Link from "next/link";
import { MAIN_CONTENT_ID } from "@/components/layout/skip-to-content";
import { LogoMark, PRODUCT_NAME } from "@/components/brand/logo";
import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import "./public-pages.css";

/** Where "Make your own plan" leads. */
export const SIGN_UP_PATH = "/auth/sign-up";

/**
 * The frame of the public pages (profiles and shared plans): no app shell, a small header with
 * the product name and a footer inviting the reader to make their own plan. Nothing prefetches
 * other pages (a visitor's page stays one request plus its assets). Off the paper when printed.
 */
export function PublicShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="public-page flex min-h-dvh flex-col">
      <header className="border-b print:hidden" data-public-chrome>
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            href="/"
            prefetch={false}
            className="flex items-center gap-2 font-semibold tracking-tight"
          >
            <LogoMark className="size-6" />
            <span>{PRODUCT_NAME}</span>
          </Link>
          <a
            href={SIGN_UP_PATH}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {PUBLIC_PAGE_TEXT.makeYourOwn}
          </a>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t bg-muted/40 print:hidden" data-public-chrome>
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-sm text-muted-foreground">{PUBLIC_PAGE_TEXT.makeYourOwnPitch}</p>
          <MakeYourOwnLink />
        </div>
      </footer>
    </div>
  );
}

export function MakeYourOwnLink() {
  return (
    <a
      href={SIGN_UP_PATH}
      data-testid="make-your-own"
      className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      {PUBLIC_PAGE_TEXT.makeYourOwn}
    </a>
  );
}
