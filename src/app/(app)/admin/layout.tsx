import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { requireAdmin } from "./require-admin";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Every admin page: checked on the server before anything streams, so a non-admin's answer is
 * the 404 page with status 404. The procedures each page calls check again on every request.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  return <AdminShell>{children}</AdminShell>;
}
