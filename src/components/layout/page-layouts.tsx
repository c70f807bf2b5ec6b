import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { AppProviders } from "@/components/providers/app-providers";
import { AppHeader } from "./app-header";
import { type NavLink } from "./header-bar";
import { MAIN_CONTENT_ID } from "./skip-to-content";
import { ThemeSwitch } from "./theme-switch";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const MARKETING_LINKS: readonly NavLink[] = [
  { href: "/#features", label: "Features" },
  { href: "/#pricing", label: "Pricing" },
  { href: "/examples", label: "Examples" },
  { href: "/#faq", label: "FAQ" },
  { href: "/about", label: "About" },
];

type LayoutProps = { children: React.ReactNode };

function Main({ children, className }: LayoutProps & { className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className ?? "flex-1 outline-none"}>
      {children}
    </main>
  );
}

/** The layout every page gets unless its route names another (spec section 2). */
export function DefaultLayout({ children }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <Main>{children}</Main>
      <SiteFooter />
    </div>
  );
}

/** Public marketing and info pages: full navigation and footer. */
export function MarketingLayout({ children }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader links={MARKETING_LINKS} />
      <Main>{children}</Main>
      <SiteFooter />
    </div>
  );
}

/** Sign-in, sign-up, confirmation and reset: a centred card, no distractions. */
export function AuthLayout({ children }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <ThemeSwitch />
      </header>
      <Main className="flex flex-1 items-start justify-center px-4 py-10 outline-none sm:items-center">
        <div className="w-full max-w-md">{children}</div>
      </Main>
      <footer className="py-6 text-center text-xs text-muted-foreground">
        <Link href="/terms" className="hover:text-foreground">
          Terms
        </Link>
        <span aria-hidden> · </span>
        <Link href="/privacy" className="hover:text-foreground">
          Privacy
        </Link>
      </footer>
    </div>
  );
}

/** Signed-in pages: the app's navigation and the user menu. */
export function AppLayout({ children }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <Main className="flex-1 outline-none">{children}</Main>
    </div>
  );
}

/**
 * Layouts by name; a route group's layout.tsx picks one with <NamedLayout name=…>, which also
 * gives its pages the app's client providers.
 */
export const PAGE_LAYOUTS = {
  default: DefaultLayout,
  marketing: MarketingLayout,
  auth: AuthLayout,
  app: AppLayout,
} as const;

export type PageLayoutName = keyof typeof PAGE_LAYOUTS;

export function NamedLayout({
  name = "default",
  children,
}: LayoutProps & { name?: PageLayoutName }) {
  const Layout = PAGE_LAYOUTS[name];
  return (
    <AppProviders>
      <Layout>{children}</Layout>
    </AppProviders>
  );
}
