import type { Metadata } from "next";
import { AdminPayments } from "@/components/admin/admin-payments";
import { UsageShortfalls } from "@/components/admin/usage-shortfalls";

export const metadata: Metadata = { title: "Admin · Payments" };

export default function AdminPaymentsPage() {
  return (
    <div className="grid gap-6">
      <AdminPayments />
      <UsageShortfalls />
    </div>
  );
}
