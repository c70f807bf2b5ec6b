import { PublicShell } from "@/components/public/public-shell";

/** Public profiles and plans: their own light frame, no app shell. */
export default function PublicHandleLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
