import Link from "next/link";
import { REFUND_WINDOW_DAYS, SUPPORT_EMAIL } from "./legal-contact";
import type { LegalSection } from "./legal-page";

export const TERMS_SUMMARY =
  "The agreement between you and Plansmith when you use the website and app. We have kept it as short and plain as we can; please read it before you buy credits.";

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement",
    title: "The agreement",
    body: (
      <p>
        By creating an account or using Plansmith you agree to these terms and to our{" "}
        <Link href="/privacy">privacy policy</Link>. If you use Plansmith for a company, you accept
        these terms on its behalf and confirm you may do so.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: (
      <ul>
        <li>
          You must be at least 16 years old, and old enough to enter a binding contract where you
          live to buy credits.
        </li>
        <li>Give accurate details, keep your password private and tell us about any misuse.</li>
        <li>
          You are responsible for what happens under your account. One person per account; for a
          team, each member needs their own.
        </li>
        <li>
          Usernames are first come, first served. We may reclaim a username that impersonates
          someone, infringes a trademark or is held without use.
        </li>
      </ul>
    ),
  },
  {
    id: "credits-payments",
    title: "Credits and payments",
    body: (
      <ul>
        <li>
          AI features spend credits. Creating and editing plans by hand, writing diagrams yourself
          and publishing are free. The credit cost of an AI action depends on its size and the model
          you choose.
        </li>
        <li>
          New accounts receive free starter credits. You can buy more as one-time credit packs;
          there is no subscription and nothing renews automatically.
        </li>
        <li>
          Prices are shown before you pay and include or add tax as stated at checkout. Payments are
          handled by our payment processor.
        </li>
        <li>
          Credits have no cash value, can&apos;t be transferred to another account and don&apos;t
          expire while your account is open. Free credits may be withdrawn if they are obtained by
          abuse, such as opening multiple accounts.
        </li>
        <li>
          You may ask for a full refund of a credit pack within {REFUND_WINDOW_DAYS} days of buying
          it, as long as none of its credits have been spent. If an AI action fails because of a
          fault on our side, we return the credits it used.
        </li>
        <li>
          We may change prices for future purchases; credits you already hold keep their value.
        </li>
      </ul>
    ),
  },
  {
    id: "your-content",
    title: "Your content",
    body: (
      <>
        <p>
          You own the plans, documents, diagrams and cover letters you create or import, including
          text that our AI features generate for you. You give us permission to store, process and
          display that content only as needed to run the service for you, including sending it to
          our AI model provider when you use an AI feature.
        </p>
        <p>
          When you publish a plan or your profile, you also allow us to show it publicly at its link
          until you unpublish it or delete it.
        </p>
      </>
    ),
  },
  {
    id: "ai-content",
    title: "AI-generated content",
    body: (
      <p>
        AI output can be wrong, incomplete or similar to text produced for others. Review it before
        you rely on it or send it to anyone: estimates, prices, timelines and technical or legal
        statements in a plan are your responsibility, not ours. Don&apos;t present AI output as
        professional advice it isn&apos;t.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>You agree not to use Plansmith to:</p>
        <ul>
          <li>break the law or infringe anyone&apos;s intellectual property or privacy;</li>
          <li>
            publish content that is deceptive, hateful, harassing, sexually explicit or that
            promotes violence;
          </li>
          <li>send spam, or create plans or cover letters meant to defraud clients;</li>
          <li>
            probe, overload or get around the security or credit limits of the service, or scrape it
            at scale;
          </li>
          <li>resell access to the service without our written agreement.</li>
        </ul>
        <p>
          When you use Plansmith for work on other platforms, such as freelance marketplaces, you
          are responsible for following their rules too.
        </p>
      </>
    ),
  },
  {
    id: "suspension",
    title: "Suspension and closing your account",
    body: (
      <p>
        You can stop using Plansmith and delete your account at any time. We may suspend or close an
        account that seriously or repeatedly breaks these terms, normally after a warning. If we
        close your account without a breach on your part, we refund purchased credits you
        haven&apos;t spent.
      </p>
    ),
  },
  {
    id: "service",
    title: "The service",
    body: (
      <p>
        We work to keep Plansmith available and your data safe, but we provide the service &ldquo;as
        is&rdquo;, without a guarantee that it will be uninterrupted or error-free. We may improve
        or change features, and will give reasonable notice before removing one you rely on.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect losses such as lost profits,
        lost contracts or lost data, and our total liability to you is limited to the amount you
        paid us in the twelve months before the claim. Nothing in these terms limits liability that
        cannot be limited by law, or your rights as a consumer.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes and governing law",
    body: (
      <>
        <p>
          We may update these terms. We will change the date above and, for material changes, email
          you at least 30 days before they apply. If you keep using Plansmith after that, the new
          terms apply; if you don&apos;t agree, you can close your account.
        </p>
        <p>
          These terms are governed by the law of the country where Plansmith is established. If you
          are a consumer, you also keep the protection of the mandatory laws of the country where
          you live, and may bring claims in its courts.
        </p>
      </>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms or a payment? Email{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];
