import { AccountActions } from "./account-actions";
import { HeaderBar, HeaderNav, type NavLink } from "./header-bar";

/** The bar on top of every page: logo, the layout's links, theme switch and sign-in actions. */
export function SiteHeader({ links = [] }: { links?: readonly NavLink[] }) {
  return (
    <HeaderBar actions={<AccountActions />}>
      {links.length > 0 && <HeaderNav label="Main" links={links} className="md:flex" />}
    </HeaderBar>
  );
}
