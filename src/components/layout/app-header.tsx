import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { ThemeSwitch } from "./theme-switch";
import { UserMenu } from "./user-menu";

const APP_LINKS = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/settings", label: "Settings" },
] as const;

/** The bar on top of signed-in pages. */
export function AppHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo href="/dashboard" />
        <nav aria-label="App" className="hidden items-center gap-5 text-sm sm:flex">
          {APP_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="text-muted-foreground transition-colors hover:text-foreground"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeSwitch />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
