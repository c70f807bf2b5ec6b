import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { cn } from "@/lib/cn";
import { ThemeSwitch } from "./theme-switch";

export interface NavLink {
  href: string;
  label: string;
}

/**
 * The sticky bar on top of the pages: the logo (linking to `logoHref`), then `children` (the
 * navigation), then the theme switch and `actions` at the end.
 */
export function HeaderBar({
  logoHref,
  actions,
  children,
}: {
  logoHref?: string;
  actions: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo href={logoHref} />
        {children}
        <div className="ml-auto flex items-center gap-2">
          <ThemeSwitch />
          {actions}
        </div>
      </div>
    </header>
  );
}

/**
 * The header's row of links, hidden on narrow screens (`className` says from which width it
 * shows). The link of `currentHref`, when given, is marked as the current page.
 */
export function HeaderNav({
  label,
  links,
  className,
  currentHref,
}: {
  label: string;
  links: readonly NavLink[];
  className: string;
  currentHref?: string | null;
}) {
  return (
    <nav aria-label={label} className={cn("hidden items-center gap-5 text-sm", className)}>
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          aria-current={link.href === currentHref ? "page" : undefined}
          className="text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:font-medium aria-[current=page]:text-foreground"
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
