import type { Metadata } from "next";
import { GDPR_SECTIONS, GDPR_SUMMARY } from "@/components/marketing/legal/gdpr-sections";
import { LegalPage } from "@/components/marketing/legal/legal-page";

export const metadata: Metadata = {
  title: "GDPR",
  description:
    "How Plansmith complies with the GDPR: lawful bases, your data-subject rights, how to exercise them, processors and international transfers.",
};

export default function GdprPage() {
  return <LegalPage title="GDPR and your rights" summary={GDPR_SUMMARY} sections={GDPR_SECTIONS} />;
}
