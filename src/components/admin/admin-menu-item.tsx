"use client";

import Link from "next/link";
import { ShieldCheck } from "lucide-react";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { ADMIN_HOME_PATH } from "@/lib/admin/admin-rules";

/**
 * The user menu's way into the admin area, shown to admins only. Hiding it is a courtesy, not the
 * guard: the admin pages and procedures check `is_admin` on the server.
 */
export function AdminMenuItem() {
  const { profile } = useAuthSession();
  if (!profile?.is_admin) return null;
  return (
    <DropdownMenuItem asChild>
      <Link href={ADMIN_HOME_PATH}>
        <ShieldCheck aria-hidden /> Admin
      </Link>
    </DropdownMenuItem>
  );
}
