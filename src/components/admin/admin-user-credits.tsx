"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RelativeTime } from "@/components/ui/relative-time";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCredits } from "@/lib/credits/credit-packs";
import { ADMIN_TEXT } from "@/lib/errors/admin";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { cn } from "@/lib/cn";
import { useTRPC } from "@/trpc/react";
import { readApiError } from "@/components/settings/api-error";
import { AdjustCreditsForm } from "./adjust-credits-form";
import { PageControls } from "./page-controls";

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-md border px-4 py-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

/** One account on /admin/credits: who it is, its balance, the adjustment form and its ledger. */
export function AdminUserCredits({ user }: { user: AdminUser }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const credits = useQuery({
    ...trpc.admin.userCredits.queryOptions({ userId: user.id, page }),
    placeholderData: keepPreviousData,
  });
  const data = credits.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {/* Shown whole, wrapped anywhere: an admin must read the exact address, even on a phone. */}
          <span className="min-w-0 wrap-anywhere">{user.email}</span>
          {user.isAdmin ? <Badge variant="outline">Admin</Badge> : null}
        </CardTitle>
        <CardDescription className="wrap-anywhere">
          {user.name} · account id <code className="text-xs">{user.id}</code>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {credits.isError ? (
          <Alert tone="error">{readApiError(credits.error).message ?? ADMIN_TEXT.loadFailed}</Alert>
        ) : null}
        {data ? (
          <dl className="grid grid-cols-3 gap-3" aria-label="Credit balance">
            <Figure label="Available" value={data.balance.available} testId="admin-available" />
            <Figure label="Held" value={data.balance.held} testId="admin-held" />
            <Figure label="Balance" value={data.balance.balance} testId="admin-balance" />
          </dl>
        ) : credits.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : null}
        <AdjustCreditsForm user={user} available={data?.balance.available ?? null} />
        <section aria-labelledby="admin-ledger-title" className="grid gap-2">
          <h3 id="admin-ledger-title" className="text-sm font-semibold">
            Credit history
          </h3>
          {data && data.ledger.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No credit movements yet.</p>
          ) : null}
          {data && data.ledger.items.length > 0 ? (
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-sm">
                <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
                  <tr>
                    <th className="px-3 py-2 font-medium">When</th>
                    <th className="px-3 py-2 font-medium">What</th>
                    <th className="px-3 py-2 text-right font-medium">Credits</th>
                    <th className="px-3 py-2 text-right font-medium">Balance after</th>
                  </tr>
                </thead>
                <tbody>
                  {data.ledger.items.map((entry) => (
                    <tr key={entry.id} className="border-t">
                      <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                        <RelativeTime date={entry.createdAt} />
                      </td>
                      <td className="px-3 py-2">
                        <span className="break-words">
                          {entry.description || CREDITS_TEXT.kindLabels[entry.kind]}
                        </span>
                        {entry.description ? (
                          <span className="ml-2 text-xs text-muted-foreground">
                            {CREDITS_TEXT.kindLabels[entry.kind]}
                          </span>
                        ) : null}
                      </td>
                      <td
                        className={cn(
                          "px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums",
                          entry.amount > 0
                            ? "text-emerald-700 dark:text-emerald-300"
                            : "text-foreground",
                        )}
                      >
                        {entry.amount > 0 ? "+" : "−"}
                        {formatCredits(Math.abs(entry.amount))}
                      </td>
                      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                        {entry.balanceAfter.toLocaleString("en-US")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {data ? (
            <PageControls
              label="Credit history pages"
              page={data.ledger.page}
              pageCount={data.ledger.pageCount}
              total={data.ledger.total}
              onPage={setPage}
            />
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}
