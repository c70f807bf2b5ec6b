import type { Metadata } from "next";
import { AdminPayments } from "@/components/admin/admin-payments";

export const metadata: Metadata = { title: "Admin · Payments" };

export default function AdminPaymentsPage() {
  return <AdminPayments />;
}
