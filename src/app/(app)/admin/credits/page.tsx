import type { Metadata } from "next";
import { AdminCredits } from "@/components/admin/admin-credits";

export const metadata: Metadata = { title: "Admin · Credits" };

export default function AdminCreditsPage() {
  return <AdminCredits />;
}
