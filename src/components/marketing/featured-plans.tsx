"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { PUBLIC_META_TEXT } from "@/lib/errors/publishing";
import { formatCalendarDate } from "@/lib/text/date-text";
import { MarketingSection } from "./marketing-section";

/** One plan of GET /api/publish/landing, as JSON. */
export interface FeaturedPlan {
  title: string;
  summary: string;
  path: string;
  author: { username: string; displayName: string; avatarPath: string | null };
  publishedAt: string;
}

/** Where the landing page reads its featured plans (cacheable, no sign-in). */
export const LANDING_PLANS_URL = "/api/publish/landing";

/**
 * "Plans made with Plansmith": the newest public plans. The landing page is prerendered at build
 * time (its scripts allowed by hash), so the plans are read by the visitor's browser from the
 * cacheable landing API rather than baked into the build. Nothing is shown while there are none
 * or the API cannot be reached.
 */
export function FeaturedPlans() {
  const [plans, setPlans] = useState<FeaturedPlan[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    fetch(LANDING_PLANS_URL, { signal: abort.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { data?: { plans?: FeaturedPlan[] } } | null) => {
        setPlans(answer?.data?.plans ?? []);
      })
      // The section is an extra: without it the page is still whole.
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return <FeaturedPlanList plans={plans} />;
}

/** The section itself, or nothing when there are no plans. */
export function FeaturedPlanList({ plans }: { plans: readonly FeaturedPlan[] }) {
  if (plans.length === 0) return null;
  return (
    <MarketingSection
      id="made-with-plansmith"
      eyebrow={PUBLIC_META_TEXT.featuredEyebrow}
      title={PUBLIC_META_TEXT.featuredTitle}
      description={PUBLIC_META_TEXT.featuredDescription}
      tone="muted"
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-plans">
        {plans.map((plan) => (
          <FeaturedPlanCard key={plan.path} plan={plan} />
        ))}
      </ul>
    </MarketingSection>
  );
}

function FeaturedPlanCard({ plan }: { plan: FeaturedPlan }) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <li className="relative flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
      <h3 className="font-semibold text-balance">
        {/* The whole card is the link's target area; the title is its name. */}
        <Link
          href={plan.path}
          prefetch={false}
          className="outline-none after:absolute after:inset-0 after:rounded-xl"
        >
          {plan.title}
        </Link>
      </h3>
      {plan.summary ? (
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{plan.summary}</p>
      ) : null}
      <div className="mt-auto flex items-center gap-3 pt-5 text-sm">
        <AuthorAvatar author={plan.author} />
        <div className="min-w-0">
          <p className="truncate font-medium">
            {PUBLIC_META_TEXT.featuredBy(plan.author.displayName)}
          </p>
          <p className="text-xs text-muted-foreground">
            {PUBLIC_META_TEXT.featuredPublished(
              formatCalendarDate(new Date(plan.publishedAt), timeZone),
            )}
          </p>
        </div>
      </div>
    </li>
  );
}

function AuthorAvatar({ author }: { author: FeaturedPlan["author"] }) {
  if (author.avatarPath) {
    return (
      // A small same-origin image with a versioned, long-cached address.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={author.avatarPath}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        className="size-8 shrink-0 rounded-full border object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-xs font-semibold text-primary uppercase"
    >
      {author.displayName.slice(0, 1)}
    </span>
  );
}
