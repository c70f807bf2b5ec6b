import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/settings/change-password-form";
import { DeleteAccount } from "@/components/settings/delete-account";

export const metadata: Metadata = { title: "Security settings" };

export default function SecuritySettingsPage() {
  return (
    <>
      <ChangePasswordForm />
      <DeleteAccount />
    </>
  );
}
