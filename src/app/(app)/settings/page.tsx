import type { Metadata } from "next";
import { SettingsIndex } from "@/components/settings/settings-index";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return <SettingsIndex />;
}
