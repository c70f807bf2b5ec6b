import type { Metadata } from "next";
import { Audiences } from "@/components/marketing/audiences";
import { CtaBand } from "@/components/marketing/cta-band";
import { Faq } from "@/components/marketing/faq";
import { Features } from "@/components/marketing/features";
import { Hero } from "@/components/marketing/hero";
import { HowItWorks } from "@/components/marketing/how-it-works";
import { Pricing } from "@/components/marketing/pricing";

export const metadata: Metadata = {
  title: { absolute: "Plansmith — AI-assisted project plans" },
  description:
    "Turn a brief, a job post or an old document into a client-ready project plan. Edit it section by section, add Mermaid diagrams, chat with an AI assistant, publish it and write the cover letter.",
};

export default function HomePage() {
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <Audiences />
      <Pricing />
      <Faq />
      <CtaBand />
    </>
  );
}
