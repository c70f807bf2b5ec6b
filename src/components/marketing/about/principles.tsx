import { BookOpen, Coins, PenLine, ShieldCheck, type LucideIcon } from "lucide-react";
import { SectionHeading } from "../section-heading";

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
    <section aria-labelledby="principles-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <SectionHeading
          id="principles-title"
          eyebrow="What we believe"
          title="Four principles behind every feature"
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2">
          {PRINCIPLES.map((principle) => (
            <li
              key={principle.title}
              className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <principle.icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{principle.title}</h3>
                <p className="mt-2 text-muted-foreground">{principle.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
