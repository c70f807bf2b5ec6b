import { MAIN_CONTENT_ID } from "./skip-to-content";
import { SiteFooter } from "./site-footer";
import { SiteHeader, type NavLink } from "./site-header";

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

/** Layouts by name; a route group's layout.tsx picks one with <NamedLayout name=…>. */
export const PAGE_LAYOUTS = {
  default: DefaultLayout,
  marketing: MarketingLayout,
} as const;

export type PageLayoutName = keyof typeof PAGE_LAYOUTS;

export function NamedLayout({
  name = "default",
  children,
}: LayoutProps & { name?: PageLayoutName }) {
  const Layout = PAGE_LAYOUTS[name];
  return <Layout>{children}</Layout>;
}
