// @vitest-environment happy-dom
/**
 * The two histories of /settings/payments as a reader meets them: each payment's status in
 * words (refunds and disputes included), the refunded amount, a receipt that opens in a new tab
 * without handing it this page (rel=noopener); ledger amounts signed, what they were for and
 * their kind; page by page with Previous / Next; an empty state. Data comes from the query
 * cache, as the server's prefetch leaves it.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createTRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { afterEach, describe, expect, it } from "vitest";
import { LedgerHistory } from "@/components/settings/payments/ledger-history";
import { PaymentHistory } from "@/components/settings/payments/payment-history";
import { CREDIT_PAGE_SIZE, type PaymentStatus } from "@/lib/credits/credit-rules";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import type { AppRouter } from "@/server/api/root";
import type { LedgerEntry } from "@/server/services/credits/types";
import type { PaymentRecord } from "@/server/services/payments/types";
import { makeQueryClient } from "@/trpc/query-client";
import { TRPCProvider } from "@/trpc/react";

afterEach(cleanup);

const client = createTRPCClient<AppRouter>({ links: [] });

function page<T>(items: T[], pageNumber: number, total: number) {
  return {
    items,
    total,
    page: pageNumber,
    pageSize: CREDIT_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / CREDIT_PAGE_SIZE)),
  };
}

function payment(status: PaymentStatus, overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: `pay-${status}`,
    userId: "reader",
    packId: "pro",
    credits: 500,
    amountCents: 2000,
    currency: "usd",
    status,
    receiptUrl: `https://pay.example/receipts/${status}`,
    refundedCents: 0,
    creditsRevoked: 0,
    creditShortfall: 0,
    disputedAt: null,
    createdAt: new Date("2026-11-20T10:00:00Z"),
    ...overrides,
  };
}

function entry(index: number, amount: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: `entry-${index}`,
    userId: "reader",
    amount,
    kind: amount > 0 ? "purchase" : "usage",
    referenceType: "payment",
    referenceId: `ref-${index}`,
    description: `Movement ${index}`,
    balanceAfter: 1000 - index,
    holdId: null,
    createdAt: new Date(Date.UTC(2026, 10, 20, 0, index)),
    ...overrides,
  };
}

function renderWith(
  fill: (
    options: ReturnType<typeof proxy>,
    queryClient: ReturnType<typeof makeQueryClient>,
  ) => void,
  children: React.ReactNode,
) {
  const queryClient = makeQueryClient();
  fill(proxy(queryClient), queryClient);
  return render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

const proxy = (queryClient: ReturnType<typeof makeQueryClient>) =>
  createTRPCOptionsProxy<AppRouter>({ client, queryClient });

describe("PaymentHistory", () => {
  it("names every status, shows refunds, and opens receipts in a new tab without an opener", () => {
    const payments = [
      payment("paid"),
      payment("partially_refunded", { refundedCents: 500 }),
      payment("refunded", { refundedCents: 2000 }),
      payment("disputed", { disputedAt: new Date(), receiptUrl: null }),
    ];
    renderWith(
      (options, queryClient) =>
        queryClient.setQueryData(
          options.credits.payments.queryKey({ page: 1 }),
          page(payments, 1, 4),
        ),
      <PaymentHistory />,
    );
    const rows = screen.getAllByTestId("payment-row");
    expect(rows.map((row) => within(row).getAllByRole("cell")[4]!.textContent)).toEqual([
      "Paid",
      "Partially refunded",
      "Refunded",
      "Disputed",
    ]);
    expect(rows[1]!.textContent).toContain("$5.00 refunded");
    expect(rows[2]!.textContent).toContain("$20.00 refunded");
    const receipt = within(rows[0]!).getByRole("link", { name: /Receipt/ });
    expect(receipt.getAttribute("href")).toBe("https://pay.example/receipts/paid");
    expect(receipt.getAttribute("target")).toBe("_blank");
    expect(receipt.getAttribute("rel")).toContain("noopener");
    expect(receipt.textContent).toContain("opens in a new tab");
    expect(within(rows[3]!).queryByRole("link")).toBeNull();
    expect(rows[0]!.textContent).toContain("Pro");
    expect(rows[0]!.textContent).toContain("$20.00");
  });

  it("says so when there is nothing yet", () => {
    renderWith(
      (options, queryClient) =>
        queryClient.setQueryData(options.credits.payments.queryKey({ page: 1 }), page([], 1, 0)),
      <PaymentHistory />,
    );
    expect(screen.getByTestId("payments-empty").textContent).toBe(CREDITS_TEXT.noPayments);
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("LedgerHistory", () => {
  it("signs amounts, says what each was for, and pages with Previous / Next", async () => {
    const total = CREDIT_PAGE_SIZE + 2;
    const first = Array.from({ length: CREDIT_PAGE_SIZE }, (_, index) =>
      entry(index, index % 2 === 0 ? 5 : -3),
    );
    const second = [
      entry(CREDIT_PAGE_SIZE, -7),
      entry(CREDIT_PAGE_SIZE + 1, 20, { kind: "signup_bonus", description: "Welcome bonus" }),
    ];
    renderWith(
      (options, queryClient) => {
        queryClient.setQueryData(
          options.credits.ledger.queryKey({ page: 1 }),
          page(first, 1, total),
        );
        queryClient.setQueryData(
          options.credits.ledger.queryKey({ page: 2 }),
          page(second, 2, total),
        );
      },
      <LedgerHistory />,
    );

    let rows = screen.getAllByTestId("ledger-row");
    expect(rows).toHaveLength(CREDIT_PAGE_SIZE);
    expect(within(rows[0]!).getAllByRole("cell")[3]!.textContent).toBe("+5");
    expect(within(rows[1]!).getAllByRole("cell")[3]!.textContent).toBe("\u22123");
    expect(rows[0]!.textContent).toContain("Movement 0");
    const pages = screen.getByRole("navigation", { name: "Credit history pages" });
    expect(pages.textContent).toContain("Page 1 of 2");
    expect(
      within(pages)
        .getByRole("button", { name: /Previous/ })
        .hasAttribute("disabled"),
    ).toBe(true);

    fireEvent.click(within(pages).getByRole("button", { name: /Next/ }));
    await screen.findByText("Welcome bonus");
    rows = screen.getAllByTestId("ledger-row");
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain(CREDITS_TEXT.kindLabels.signup_bonus);
    expect(within(rows[1]!).getAllByRole("cell")[3]!.textContent).toBe("+20");
    expect(screen.getByRole("navigation", { name: "Credit history pages" }).textContent).toContain(
      "Page 2 of 2",
    );
  });
});
