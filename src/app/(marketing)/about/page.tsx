import type { Metadata } from "next";
import { Mission } from "@/components/marketing/about/mission";
import { Principles } from "@/components/marketing/about/principles";
import { Audiences } from "@/components/marketing/audiences";
import { CtaBand } from "@/components/marketing/cta-band";
import { HowItWorks } from "@/components/marketing/how-it-works";
import { PageIntro } from "@/components/marketing/page-intro";

export const metadata: Metadata = {
  title: "About",
  description:
    "Why Plansmith exists, who it is for and how it works: clear, client-ready project plans for freelancers, agencies, project managers and non-technical founders.",
};

export default function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow="About Plansmith"
        title="Better projects start with better plans"
        lead="Plansmith is a planning tool for people who scope, sell and run projects for others. It pairs a focused plan editor with an AI assistant, so a good plan takes minutes instead of evenings."
      />
      <Mission />
      <Audiences />
      <HowItWorks className="border-t" />
      <Principles />
      <CtaBand />
    </>
  );
}
