import { NamedLayout } from "@/components/layout/page-layouts";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <NamedLayout name="auth">{children}</NamedLayout>;
}
