import { BookOpen, Coins, PenLine, ShieldCheck, type LucideIcon } from "lucide-react";
import { InfoCardGrid } from "../info-card";
import { MarketingSection } from "../marketing-section";

interface Principle {
  icon: LucideIcon;
  title: string;
  description: string;
}

const PRINCIPLES: readonly Principle[] = [
  {
    icon: PenLine,
    title: "You stay the author",
    description:
      "AI drafts and suggests; you decide. Nothing reaches a client or a public page until you choose to send or publish it.",
  },
  {
    icon: Coins,
    title: "Pay for what you use",
    description:
      "No seats and no subscription. AI work spends credits you buy once; planning by hand costs nothing, however much of it you do.",
  },
  {
    icon: BookOpen,
    title: "Plans made to be read",
    description:
      "Short sections, clear headings and diagrams instead of walls of text, on pages that work as well on a phone as on a laptop.",
  },
  {
    icon: ShieldCheck,
    title: "Your work stays yours",
    description:
      "You own your plans and everything the AI writes for you. We don't train models on your content, and you can delete it at any time.",
  },
];

/** What we hold ourselves to, as four short cards. */
export function Principles() {
  return (
    <MarketingSection
      id="principles"
      tone="muted"
      eyebrow="What we believe"
      title="Four principles behind every feature"
    >
      <InfoCardGrid items={PRINCIPLES} />
    </MarketingSection>
  );
}
