import { PublicShell } from "@/components/public/public-shell";

/** Plans shared by an unlisted link: the same frame as the public plan pages. */
export default function UnlistedPlanLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
