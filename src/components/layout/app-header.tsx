import { HeaderBar, HeaderNav } from "./header-bar";
import { UserMenu } from "./user-menu";

const APP_LINKS = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/settings", label: "Settings" },
] as const;

/** The bar on top of signed-in pages. */
export function AppHeader() {
  return (
    <HeaderBar logoHref="/dashboard" actions={<UserMenu />}>
      <HeaderNav label="App" links={APP_LINKS} className="sm:flex" />
    </HeaderBar>
  );
}
