"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { type AdminPaymentsInput } from "@/lib/admin/admin-rules";
import { PAYMENT_STATUSES, type PaymentStatus } from "@/lib/credits/credit-rules";
import { ADMIN_TEXT } from "@/lib/errors/admin";
import { useTRPC } from "@/trpc/react";
import { readApiError } from "@/components/settings/api-error";
import { PageControls } from "./page-controls";
import { PaymentsTable } from "./payments-table";

/**
 * /admin/payments: every payment, newest first, filtered by status and by "with shortfall" —
 * refunds or disputes whose credits had partly been spent, which support may want to follow up.
 */
export function AdminPayments() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<PaymentStatus | "">("");
  const [shortfallOnly, setShortfallOnly] = useState(false);
  const [page, setPage] = useState(1);
  const input: AdminPaymentsInput = {
    page,
    shortfallOnly,
    ...(status ? { status } : {}),
  };
  const list = useQuery({
    ...trpc.admin.payments.queryOptions(input),
    placeholderData: keepPreviousData,
  });
  const filtered = status !== "" || shortfallOnly;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>
          Every credit pack bought through Stripe, newest first. Refunds and disputes take the
          credits back; the <strong className="font-semibold">shortfall</strong> is what could not
          be taken back because the user had already spent it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <Field label="Status" className="w-56">
            {(control) => (
              <NativeSelect
                {...control}
                name="status"
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as PaymentStatus | "");
                  setPage(1);
                }}
              >
                <option value="">All statuses</option>
                {PAYMENT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {ADMIN_TEXT.paymentStatus[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <label className="flex h-10 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="shortfallOnly"
              className="size-4 accent-primary"
              checked={shortfallOnly}
              onChange={(event) => {
                setShortfallOnly(event.target.checked);
                setPage(1);
              }}
            />
            Only with shortfall
          </label>
        </div>
        <p className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-950 dark:text-amber-100">
          <strong className="font-semibold">Shortfall:</strong> {ADMIN_TEXT.shortfallExplained}
        </p>
        {list.isError ? (
          <Alert tone="error">{readApiError(list.error).message ?? ADMIN_TEXT.loadFailed}</Alert>
        ) : null}
        {list.isPending ? <Skeleton className="h-40 w-full" /> : null}
        {list.data && list.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {filtered ? ADMIN_TEXT.noPaymentsMatch : ADMIN_TEXT.noPayments}
          </p>
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <PaymentsTable payments={list.data.items} />
        ) : null}
        {list.data ? (
          <PageControls
            label="Payment pages"
            page={list.data.page}
            pageCount={list.data.pageCount}
            total={list.data.total}
            onPage={setPage}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
