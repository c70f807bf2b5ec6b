import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { AccountActions } from "./account-actions";
import { ThemeSwitch } from "./theme-switch";

export interface NavLink {
  href: string;
  label: string;
}

/** The bar on top of every page: logo, the layout's links, theme switch and sign-in actions. */
export function SiteHeader({ links = [] }: { links?: readonly NavLink[] }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        {links.length > 0 && (
          <nav aria-label="Main" className="hidden items-center gap-5 text-sm md:flex">
            {links.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                className="text-muted-foreground transition-colors hover:text-foreground"
              >
                {link.label}
              </Link>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          <ThemeSwitch />
          <AccountActions />
        </div>
      </div>
    </header>
  );
}
