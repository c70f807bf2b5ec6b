import type { Metadata } from "next";
import { UsernameSettings } from "@/components/settings/username-form";

export const metadata: Metadata = { title: "Username settings" };

export default function UsernameSettingsPage() {
  return <UsernameSettings />;
}
