import type { Metadata } from "next";
import { LegalPage } from "@/components/marketing/legal/legal-page";
import { PRIVACY_SECTIONS, PRIVACY_SUMMARY } from "@/components/marketing/legal/privacy-sections";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description:
    "What personal data Plansmith collects, how AI requests are handled, which service providers process data for us, and how long we keep it.",
};

export default function PrivacyPage() {
  return <LegalPage title="Privacy Policy" summary={PRIVACY_SUMMARY} sections={PRIVACY_SECTIONS} />;
}
