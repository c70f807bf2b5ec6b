import Link from "next/link";
import { BACKUP_DAYS, DELETION_DAYS, PRIVACY_EMAIL } from "./legal-contact";
import type { LegalSection } from "./legal-page";
import { ProcessorsTable } from "./processors";

export const PRIVACY_SUMMARY =
  "What personal data Plansmith collects, why, who helps us process it and how long we keep it. We collect what we need to run the service and nothing for advertising.";

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        Plansmith (&ldquo;we&rdquo;, &ldquo;us&rdquo;) provides the Plansmith website and app. We
        are the controller of the personal data described here. Questions about privacy go to{" "}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    ),
  },
  {
    id: "data-we-collect",
    title: "Data we collect",
    body: (
      <>
        <ul>
          <li>
            <strong>Account data:</strong> your name, email address, password (stored only as a
            secure hash), username and any profile details you add.
          </li>
          <li>
            <strong>Your content:</strong> plans, sections, diagrams, documents you import, chat
            conversations with the assistant and cover letters.
          </li>
          <li>
            <strong>Credit and payment records:</strong> purchases, credit balance and the history
            of credits spent. Card details go straight to our payment processor; we never see or
            store full card numbers.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type, pages requested and error
            logs, used to keep the service secure and working.
          </li>
        </ul>
        <p>
          Don&apos;t put sensitive personal data (health, for example) or other people&apos;s
          confidential information into plans unless you are allowed to share it with us.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-data",
    title: "How we use it",
    body: (
      <ul>
        <li>To provide the service: store and show your plans, run AI requests you ask for.</li>
        <li>To manage credits and payments, send receipts and meet tax and accounting duties.</li>
        <li>To send service emails such as sign-up confirmations and password resets.</li>
        <li>To keep the service secure, prevent abuse and fix problems.</li>
      </ul>
    ),
  },
  {
    id: "ai-processing",
    title: "AI processing",
    body: (
      <>
        <p>
          When you use an AI feature, we send the AI model provider the text that request needs:
          your prompt, the relevant parts of your plan and, for chat, the conversation so far. The
          provider returns the generated text, which we store with your plan.
        </p>
        <p>
          We do not use your content to train AI models, and our provider is contractually not
          allowed to either. Providers may keep request data for a short period (typically up to 30
          days) to detect abuse, after which it is deleted.
        </p>
      </>
    ),
  },
  {
    id: "public-content",
    title: "Published plans and profiles",
    body: (
      <p>
        Plans are private until you publish them. A published plan, and your public profile at
        /@username, can be read by anyone with the link and may be indexed by search engines. You
        can unpublish a plan at any time; copies that others already saved are outside our control.
      </p>
    ),
  },
  {
    id: "processors",
    title: "Who processes data for us",
    body: (
      <>
        <p>
          We use a small number of service providers, bound by data-processing agreements, who
          handle personal data only on our instructions. We never sell personal data.
        </p>
        <ProcessorsTable />
        <p>
          Ask us at <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> for the current list of
          providers by name and location.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <p>
        We use one essential cookie to keep you signed in, and your browser&apos;s local storage to
        remember your light or dark theme. We don&apos;t use advertising or cross-site tracking
        cookies, so there is no cookie banner to click through.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    body: (
      <ul>
        <li>Account data and content: for as long as your account is open.</li>
        <li>
          After you delete your account: removed from live systems within {DELETION_DAYS} days and
          from backups within {BACKUP_DAYS} days.
        </li>
        <li>
          Payment and invoice records: as long as tax and accounting law requires, usually up to 10
          years.
        </li>
        <li>Security and server logs: up to 90 days.</li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        Data travels over encrypted connections (HTTPS) and is encrypted at rest by our hosting
        provider. Access to production systems is limited to the people who need it. No system is
        perfectly secure; if a breach affects your data, we will tell you and the relevant
        authorities as the law requires.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <p>
        You can see, correct, export or delete your data, and object to some uses of it. Our{" "}
        <Link href="/gdpr">GDPR page</Link> explains each right and how to use it. Wherever you
        live, you can write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> and we will
        help.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Plansmith is not meant for children under 16, and we don&apos;t knowingly collect their
        data. If you think a child has given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We will update the date at the top whenever this policy changes, and email account holders
        before any change that meaningfully affects how we use their data.
      </p>
    ),
  },
];
