import Link from "next/link";
import { PRIVACY_EMAIL } from "./legal-contact";
import type { LegalSection } from "./legal-page";

interface LawfulBasis {
  purpose: string;
  basis: string;
}

const LAWFUL_BASES: readonly LawfulBasis[] = [
  { purpose: "Running your account, plans and AI requests", basis: "Performance of a contract" },
  { purpose: "Selling credits, receipts and invoices", basis: "Contract; legal obligation" },
  { purpose: "Keeping records that tax law requires", basis: "Legal obligation" },
  { purpose: "Security, abuse prevention and error logs", basis: "Legitimate interests" },
];

interface DataRight {
  name: string;
  description: string;
}

const RIGHTS: readonly DataRight[] = [
  { name: "Access", description: "get a copy of the personal data we hold about you." },
  { name: "Rectification", description: "have inaccurate or incomplete data corrected." },
  { name: "Erasure", description: "have your data deleted, unless we must keep it by law." },
  {
    name: "Restriction",
    description: "ask us to pause using your data while a concern is checked.",
  },
  {
    name: "Portability",
    description: "receive your plans and account data in a machine-readable format.",
  },
  {
    name: "Objection",
    description: "object to processing based on legitimate interests, including any profiling.",
  },
  {
    name: "Withdraw consent",
    description: "where we rely on your consent, withdraw it at any time.",
  },
];

export const GDPR_SUMMARY = (
  <>
    How Plansmith meets the EU and UK General Data Protection Regulation, and how to use your
    rights. For what we collect and why, read the <Link href="/privacy">privacy policy</Link>.
  </>
);

export const GDPR_SECTIONS: readonly LegalSection[] = [
  {
    id: "controller",
    title: "Controller and contact",
    body: (
      <p>
        Plansmith is the controller of your account data and the content you store with us. For
        anything on this page, email <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. Where
        you put other people&apos;s personal data into a plan (a client&apos;s contact details, for
        example), you are the controller of that data and we process it on your behalf; make sure
        you have a lawful basis to share it with us.
      </p>
    ),
  },
  {
    id: "lawful-bases",
    title: "Why we may process your data",
    body: (
      <>
        <p>Each use of personal data rests on one of these lawful bases:</p>
        <dl className="divide-y rounded-lg border">
          {LAWFUL_BASES.map((row) => (
            <div
              key={row.purpose}
              className="grid gap-1 px-4 py-3 sm:grid-cols-[1fr_14rem] sm:gap-4"
            >
              <dt className="text-foreground">{row.purpose}</dt>
              <dd className="font-medium text-foreground">{row.basis}</dd>
            </div>
          ))}
        </dl>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Under the GDPR you have the right to:</p>
        <ul>
          {RIGHTS.map((right) => (
            <li key={right.name}>
              <strong>{right.name}:</strong> {right.description}
            </li>
          ))}
        </ul>
        <p>
          You also have the right to complain to a data protection supervisory authority, in
          particular the one where you live or work. We would appreciate the chance to sort out your
          concern first.
        </p>
      </>
    ),
  },
  {
    id: "exercise-rights",
    title: "How to exercise them",
    body: (
      <ol>
        <li>
          Many changes need no request: edit your profile and username in Settings, and delete plans
          or unpublish them from the plan page.
        </li>
        <li>
          For anything else, email <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> from the
          address on your account and say which right you want to use.
        </li>
        <li>
          We may ask you to confirm your identity, so that nobody else can get or delete your data.
        </li>
        <li>
          We answer within one month. If a request is complex we may need up to two more months, and
          we will tell you why within the first month. Requests are free of charge.
        </li>
      </ol>
    ),
  },
  {
    id: "processors-transfers",
    title: "Processors and international transfers",
    body: (
      <p>
        We share personal data only with the service providers listed in our{" "}
        <Link href="/privacy#processors">privacy policy</Link> (hosting, email, payments and the AI
        model provider), under data-processing agreements that meet Article 28 of the GDPR. Where a
        provider processes data outside the European Economic Area or the UK, we rely on an adequacy
        decision or the European Commission&apos;s Standard Contractual Clauses, with additional
        safeguards where needed.
      </p>
    ),
  },
  {
    id: "automated-decisions",
    title: "Automated decision-making",
    body: (
      <p>
        AI features generate text that you ask for and then review. We don&apos;t make decisions
        about you by automated means that have legal or similarly significant effects.
      </p>
    ),
  },
  {
    id: "retention",
    title: "Retention",
    body: (
      <p>
        We keep personal data only as long as we need it for the purposes above. The{" "}
        <Link href="/privacy#retention">retention section of our privacy policy</Link> lists the
        periods for each kind of data.
      </p>
    ),
  },
  {
    id: "business-customers",
    title: "For business customers",
    body: (
      <p>
        If you use Plansmith for your company and need a data processing agreement covering personal
        data in your plans, email <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> and we
        will send ours.
      </p>
    ),
  },
];
