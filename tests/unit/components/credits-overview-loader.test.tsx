// @vitest-environment happy-dom
/**
 * The credits overview loader shared by /settings/payments and the low-balance dialog: a stand-in
 * while the overview loads, the load error with a retry when it fails, the content once it is
 * there, and the content kept (no error) when a later refresh fails.
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { afterEach, describe, expect, it } from "vitest";
import { CreditsOverviewLoader } from "@/components/credits/credits-overview-loader";
import { CREDIT_CURRENCY, CREDIT_PACKS } from "@/lib/credits/credit-packs";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import type { AppRouter } from "@/server/api/root";
import { makeQueryClient } from "@/trpc/query-client";
import { TRPCProvider } from "@/trpc/react";

const OVERVIEW = {
  balance: { balance: 12, held: 2, available: 10 },
  packs: CREDIT_PACKS,
  paymentsEnabled: false,
  currency: CREDIT_CURRENCY,
};

/** How the next `credits.overview` calls end: answered, failed, or left waiting. */
let answer: "data" | "fail" | "hang" = "data";
let calls = 0;
afterEach(() => {
  cleanup();
  answer = "data";
  calls = 0;
});

/** Answers the overview as the script says, without a server (as a network error fails). */
const scriptedLink: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      calls += 1;
      if (op.path !== "credits.overview" || answer === "fail") {
        observer.error(TRPCClientError.from(new Error("No server in this test")));
      } else if (answer === "data") {
        observer.next({ result: { type: "data", data: OVERVIEW } });
        observer.complete();
      }
    });
const client = createTRPCClient<AppRouter>({ links: [scriptedLink] });

function renderLoader(queryClient: QueryClient = makeQueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <CreditsOverviewLoader loading={<p>Loading the overview</p>}>
          {(overview) => <p>Available: {overview.balance.available}</p>}
        </CreditsOverviewLoader>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe("CreditsOverviewLoader", () => {
  it("shows the stand-in while the overview loads", () => {
    answer = "hang";
    renderLoader();
    expect(screen.getByText("Loading the overview")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the load error with a retry that loads the overview", async () => {
    answer = "fail";
    renderLoader();
    expect(await screen.findByText(CREDITS_TEXT.balanceLoadFailed)).toBeTruthy();
    expect(screen.queryByText("Loading the overview")).toBeNull();
    answer = "data";
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Available: 10")).toBeTruthy();
    expect(screen.queryByText(CREDITS_TEXT.balanceLoadFailed)).toBeNull();
    expect(calls).toBe(2);
  });

  it("keeps the content, without an error, when a later refresh fails", async () => {
    const queryClient = renderLoader();
    expect(await screen.findByText("Available: 10")).toBeTruthy();
    answer = "fail";
    const options = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
    await queryClient.refetchQueries({ queryKey: options.credits.overview.queryKey() });
    expect(queryClient.getQueryState(options.credits.overview.queryKey())?.status).toBe("error");
    expect(screen.getByText("Available: 10")).toBeTruthy();
    expect(screen.queryByText(CREDITS_TEXT.balanceLoadFailed)).toBeNull();
  });
});
