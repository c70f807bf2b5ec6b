import Link from "next/link";
import { ChevronDown } from "lucide-react";
import { formatCredits } from "@/lib/credits/credit-packs";
import { REFUND_WINDOW_DAYS } from "./legal/legal-contact";
import { MarketingSection } from "./marketing-section";

interface FaqEntry {
  question: string;
  answer: React.ReactNode;
}

const linkClass = "font-medium text-primary underline underline-offset-4";

/** The answers; the signup bonus is the server's configured one (CREDITS_SIGNUP_BONUS). */
const faqEntries = (signupBonus: number): readonly FaqEntry[] => [
  {
    question: "How do credits work?",
    answer: `Credits are a prepaid balance for AI work. Drafting a plan with AI, turning a document into a plan, writing a cover letter and chatting with the assistant each spend credits; each AI action shows its cost before you spend. ${signupBonus > 0 ? `New accounts get ${formatCredits(signupBonus)} free, and you` : "You"} can buy a pack whenever you need more. There is no subscription.`,
  },
  {
    question: "What can I do without spending credits?",
    answer:
      "Everything that doesn't call an AI model: creating plans by hand, editing and reordering sections, writing Mermaid diagrams yourself, publishing plans and managing your public profile. You can have as many manual plans as you like.",
  },
  {
    question: "Do credits expire, and can I get a refund?",
    answer: (
      <>
        Purchased credits don&apos;t expire while your account is open. If you change your mind, you
        can ask for a refund of an unused credit pack within {REFUND_WINDOW_DAYS} days of buying it.
        The details are in our{" "}
        <Link href="/terms" className={linkClass}>
          terms
        </Link>
        .
      </>
    ),
  },
  {
    question: "Which AI models can I use?",
    answer:
      "The assistant lets you choose a model for each conversation, from fast, inexpensive models that suit quick edits to more capable ones for tricky scoping questions. Faster models spend fewer credits per message.",
  },
  {
    question: "Who owns the plans I create?",
    answer:
      "You do, including the text the AI drafts for you. Use your plans, diagrams and cover letters however you like, commercially or not. AI can make mistakes, so read what it writes before you send it to a client.",
  },
  {
    question: "Is my data used to train AI models?",
    answer: (
      <>
        No. We send the AI provider only what a request needs, under terms that don&apos;t allow it
        to train models on your content. Our{" "}
        <Link href="/privacy" className={linkClass}>
          privacy policy
        </Link>{" "}
        explains what we store and why.
      </>
    ),
  },
  {
    question: "Can clients read my plan without an account?",
    answer:
      "Yes. Publish a plan and anyone with the link can read it on a clean, read-only page; no sign-up needed. Plans stay private until you publish them, and you can unpublish at any time.",
  },
  {
    question: "Do I need to know Mermaid to add diagrams?",
    answer:
      "No. Mermaid is a simple text format for diagrams, and the assistant can draft a timeline or flowchart from a section for you to adjust. If you already know Mermaid, write it directly and it's free.",
  },
];

/** Common questions as native disclosure widgets: keyboard and screen-reader friendly, no JS. */
export function Faq({ signupBonus }: { signupBonus: number }) {
  return (
    <MarketingSection
      id="faq"
      anchor
      tone="muted"
      width="narrow"
      eyebrow="FAQ"
      title="Questions, answered"
      description="The short answers about credits, AI and your data. The terms and privacy policy have the details."
    >
      <div className="mt-12 divide-y rounded-xl border bg-card shadow-sm">
        {faqEntries(signupBonus).map((entry) => (
          <details key={entry.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              <h3>{entry.question}</h3>
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-muted-foreground">{entry.answer}</div>
          </details>
        ))}
      </div>
    </MarketingSection>
  );
}
