import type { Metadata } from "next";
import { env } from "@/env";
import { Audiences } from "@/components/marketing/audiences";
import { CtaBand } from "@/components/marketing/cta-band";
import { Faq } from "@/components/marketing/faq";
import { FeaturedPlans } from "@/components/marketing/featured-plans";
import { Features } from "@/components/marketing/features";
import { Hero } from "@/components/marketing/hero";
import { HowItWorks } from "@/components/marketing/how-it-works";
import { Pricing } from "@/components/marketing/pricing";

export const metadata: Metadata = {
  title: { absolute: "Plansmith — AI-assisted project plans" },
  description:
    "Turn a brief, a job post or an old document into a client-ready project plan. Edit it section by section, add Mermaid diagrams, chat with an AI assistant, publish it and write the cover letter.",
};

/**
 * The landing page, prerendered at build time (its inline scripts are allowed by hash), so the
 * signup bonus it states is the CREDITS_SIGNUP_BONUS the build ran with: build and server share
 * one configuration. The featured public plans are read by the browser (FeaturedPlans).
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <Audiences />
      <Pricing signupBonus={env.CREDITS_SIGNUP_BONUS} />
      <Faq signupBonus={env.CREDITS_SIGNUP_BONUS} />
      <FeaturedPlans />
      <CtaBand />
    </>
  );
}
