import type { Metadata } from "next";
import { LegalPage } from "@/components/marketing/legal/legal-page";
import { TERMS_SECTIONS, TERMS_SUMMARY } from "@/components/marketing/legal/terms-sections";

export const metadata: Metadata = {
  title: "Terms of Service",
  description:
    "The terms for using Plansmith: accounts, credits and payments, refunds, ownership of your plans, AI-generated content and acceptable use.",
};

export default function TermsPage() {
  return <LegalPage title="Terms of Service" summary={TERMS_SUMMARY} sections={TERMS_SECTIONS} />;
}
