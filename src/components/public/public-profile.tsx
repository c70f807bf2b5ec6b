import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import type { PublicProfileView } from "@/lib/publishing/public-view";
import { PublicAvatar } from "./public-avatar";
import { publicDate } from "./public-dates";

/** A public profile: who the author is and the plans they publish. */
export function PublicProfile({ profile }: { profile: PublicProfileView }) {
  const { author, plans } = profile;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14" data-testid="public-profile">
      <header className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <PublicAvatar author={author} size={88} />
        <div className="min-w-0 space-y-1">
          <h1 className="text-3xl font-bold tracking-tight break-words">{author.displayName}</h1>
          <p className="text-muted-foreground">@{author.username}</p>
          {author.bio ? (
            <p className="max-w-2xl pt-2 whitespace-pre-line" data-testid="public-bio">
              {author.bio}
            </p>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="public-plans-title" className="mt-12">
        <h2 id="public-plans-title" className="text-xl font-semibold tracking-tight">
          {PUBLIC_PAGE_TEXT.publicPlans}
        </h2>
        {plans.length === 0 ? (
          <p className="mt-4 text-muted-foreground">{PUBLIC_PAGE_TEXT.noPublicPlans}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {plans.map((plan) => (
              <li key={plan.path} className="min-w-0">
                <a
                  href={plan.path}
                  className="flex h-full flex-col rounded-xl border bg-card p-5 transition-colors hover:border-primary/60 hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  data-testid="public-plan-card"
                >
                  <span className="font-semibold break-words">{plan.title}</span>
                  {plan.summary ? (
                    <span className="mt-2 line-clamp-3 text-sm text-muted-foreground">
                      {plan.summary}
                    </span>
                  ) : null}
                  <span className="mt-auto pt-4 text-xs text-muted-foreground">
                    <time dateTime={plan.publishedAt}>{publicDate(plan.publishedAt)}</time>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
