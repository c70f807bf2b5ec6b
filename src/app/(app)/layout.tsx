import { InsufficientCreditsProvider } from "@/components/credits/insufficient-credits-provider";
import { NamedLayout } from "@/components/layout/page-layouts";

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <NamedLayout name="app">
      {/* Any refusal for too few credits in the signed-in app opens the low-balance dialog. */}
      <InsufficientCreditsProvider>{children}</InsufficientCreditsProvider>
    </NamedLayout>
  );
}
