// @vitest-environment happy-dom
/**
 * The low-balance dialog opens from the one global error hook: a real tRPC refusal, shaped by
 * the server's own error formatter (AppError INSUFFICIENT_CREDITS with its details) and carried
 * to the browser's QueryClient through a tRPC client, opens it with the packs and their prices,
 * wherever the failing query or mutation was called. Other failures leave it closed.
 */
import { QueryClientProvider, useMutation, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createTRPCClient, TRPCClientError, unstable_localLink, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import superjson from "superjson";
import { afterEach, describe, expect, it } from "vitest";
import {
  InsufficientCreditsProvider,
  useInsufficientCreditsDialog,
} from "@/components/credits/insufficient-credits-provider";
import { AppError } from "@/lib/app-error";
import { CREDIT_CURRENCY, CREDIT_PACKS, formatMoney } from "@/lib/credits/credit-packs";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { ERROR_CODES } from "@/lib/errors/codes";
import { CREDITS_TEXT, CREDIT_ERRORS } from "@/lib/errors/credits";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import type { AppRouter } from "@/server/api/root";
import { createTRPCRouter, publicProcedure, type TRPCContext } from "@/server/api/trpc";
import { makeQueryClient } from "@/trpc/query-client";
import { TRPCProvider } from "@/trpc/react";

afterEach(() => {
  cleanup();
  appCalls.length = 0;
  callsHang = false;
});

const DETAILS = { balance: 12, available: 3, needed: 10 };

/** Procedures that refuse like the credits service does: AppError, status 402, with details. */
const refusingRouter = createTRPCRouter({
  generate: publicProcedure.mutation((): string => {
    throw new AppError(
      INSUFFICIENT_CREDITS,
      402,
      CREDIT_ERRORS.insufficientCredits,
      undefined,
      DETAILS,
    );
  }),
  estimate: publicProcedure.query((): string => {
    throw new AppError(
      INSUFFICIENT_CREDITS,
      402,
      CREDIT_ERRORS.insufficientCredits,
      undefined,
      DETAILS,
    );
  }),
  missing: publicProcedure.mutation((): string => {
    throw new AppError(ERROR_CODES.notFound, 404, PLAN_ERRORS.planNotFound);
  }),
});

const refusingClient = createTRPCClient<typeof refusingRouter>({
  links: [
    unstable_localLink({
      router: refusingRouter,
      transformer: superjson,
      createContext: async (): Promise<TRPCContext> => ({
        db: undefined as never,
        session: null,
        headers: new Headers(),
        resHeaders: new Headers(),
      }),
    }),
  ],
});

/** Calls the app's client was asked to make (the dialog's packs are answered from the cache). */
const appCalls: { path: string; input: unknown }[] = [];
/** While true, calls never answer, like a checkout whose page the browser is leaving for. */
let callsHang = false;
/** Records each call and fails it as a network error would (no server behind this client). */
const recordingLink: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      appCalls.push({ path: op.path, input: op.input });
      if (!callsHang) observer.error(TRPCClientError.from(new Error("No server in this test")));
    });
const appClient = createTRPCClient<AppRouter>({ links: [recordingLink] });

function renderApp(children: React.ReactNode, paymentsEnabled = false) {
  const queryClient = makeQueryClient();
  const options = createTRPCOptionsProxy<AppRouter>({ client: appClient, queryClient });
  queryClient.setQueryData(options.credits.overview.queryKey(), {
    balance: { balance: DETAILS.balance, held: 9, available: DETAILS.available },
    packs: CREDIT_PACKS,
    paymentsEnabled,
    currency: CREDIT_CURRENCY,
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={appClient} queryClient={queryClient}>
        <InsufficientCreditsProvider>{children}</InsufficientCreditsProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

function MutationTrigger({ procedure }: { procedure: "generate" | "missing" }) {
  const action = useMutation({ mutationFn: () => refusingClient[procedure].mutate() });
  return (
    <button type="button" onClick={() => action.mutate()}>
      {action.isError ? "failed" : "Run"}
    </button>
  );
}

function QueryTrigger() {
  useQuery({ queryKey: ["estimate"], queryFn: () => refusingClient.estimate.query() });
  return null;
}

function OpenerTrigger() {
  const dialog = useInsufficientCreditsDialog();
  return (
    <button type="button" onClick={() => dialog.open({ balance: 0, available: 0, needed: 1 })}>
      Open
    </button>
  );
}

describe("InsufficientCreditsProvider", () => {
  it("opens on a mutation refused with INSUFFICIENT_CREDITS, with the details, packs and prices", async () => {
    renderApp(<MutationTrigger procedure="generate" />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Run" }));

    const dialog = await screen.findByRole("dialog", { name: CREDITS_TEXT.insufficientTitle });
    expect(dialog.textContent).toContain(
      CREDITS_TEXT.insufficientBody(DETAILS.needed, DETAILS.available),
    );
    for (const pack of CREDIT_PACKS) {
      expect(dialog.textContent).toContain(formatMoney(pack.priceCents));
      const buy = within(dialog).getByRole("button", { name: `Buy ${pack.name}` });
      // Payments are off: disabled, and described by the one-line reason.
      // aria-disabled: it stays focusable, so the reason can be heard.
      expect(buy.getAttribute("aria-disabled")).toBe("true");
      fireEvent.click(buy);
      expect(buy.textContent).toBe(`Buy ${pack.name}`);
      expect(appCalls.filter((call) => call.path === "credits.startCheckout")).toEqual([]);
      const reasonId = buy.getAttribute("aria-describedby");
      expect(reasonId && document.getElementById(reasonId)?.textContent).toBe(
        CREDITS_TEXT.paymentsOffReason,
      );
    }

    fireEvent.click(within(dialog).getByRole("button", { name: CREDITS_TEXT.notNow }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens on a query refused with INSUFFICIENT_CREDITS", async () => {
    renderApp(<QueryTrigger />);
    const dialog = await screen.findByRole("dialog", { name: CREDITS_TEXT.insufficientTitle });
    expect(dialog.textContent).toContain(CREDITS_TEXT.insufficientBody(10, 3));
  });

  it("enables the buy buttons when payments are on", async () => {
    renderApp(<MutationTrigger procedure="generate" />, true);
    fireEvent.click(screen.getByRole("button", { name: "Run" }));
    const dialog = await screen.findByRole("dialog");
    const buy = within(dialog).getByRole("button", { name: "Buy Pro" });
    expect(buy.hasAttribute("disabled")).toBe(false);
    expect(buy.hasAttribute("aria-disabled")).toBe(false);
    expect(buy.hasAttribute("aria-describedby")).toBe(false);
    expect(dialog.textContent).not.toContain(CREDITS_TEXT.paymentsOffReason);
  });

  it("starts a checkout with a fresh click id on every click, and none while payments are off", async () => {
    renderApp(<MutationTrigger procedure="generate" />, true);
    fireEvent.click(screen.getByRole("button", { name: "Run" }));
    const dialog = await screen.findByRole("dialog");
    const buy = within(dialog).getByRole("button", { name: "Buy Pro" });
    fireEvent.click(buy);
    // The failed attempt gives the button back; a second click is a new attempt.
    await waitFor(() => expect(buy.hasAttribute("disabled")).toBe(false));
    fireEvent.click(buy);
    const checkouts = () => appCalls.filter((call) => call.path === "credits.startCheckout");
    await waitFor(() => expect(checkouts()).toHaveLength(2));
    const inputs = checkouts().map(({ input }) => input as { packId: string; clickId: string });
    expect(inputs.map((input) => input.packId)).toEqual(["pro", "pro"]);
    expect(inputs[0]!.clickId).toMatch(/^[0-9a-f-]{36}$/);
    expect(inputs[0]!.clickId).not.toBe(inputs[1]!.clickId);
  });

  it("shows the way to checkout while it starts, and starts over when the page is restored", async () => {
    renderApp(<MutationTrigger procedure="generate" />, true);
    fireEvent.click(screen.getByRole("button", { name: "Run" }));
    const dialog = await screen.findByRole("dialog");
    callsHang = true;
    fireEvent.click(within(dialog).getByRole("button", { name: "Buy Agency" }));
    const going = await within(dialog).findByRole("button", {
      name: CREDITS_TEXT.redirectingToCheckout,
    });
    expect(going.hasAttribute("disabled")).toBe(true);
    expect(within(dialog).getByRole("button", { name: "Buy Pro" }).hasAttribute("disabled")).toBe(
      true,
    );
    // Back from Stripe through the back/forward cache: the buttons work again.
    // (happy-dom's PageTransitionEvent leaves `persisted` out; a browser's carries it.)
    const restored = new Event("pageshow");
    Object.defineProperty(restored, "persisted", { value: true });
    window.dispatchEvent(restored);
    await waitFor(() =>
      expect(
        within(dialog).getByRole("button", { name: "Buy Agency" }).hasAttribute("disabled"),
      ).toBe(false),
    );
  });

  it("stays closed for any other failure", async () => {
    renderApp(<MutationTrigger procedure="missing" />);
    fireEvent.click(screen.getByRole("button", { name: "Run" }));
    await screen.findByRole("button", { name: "failed" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens through useInsufficientCreditsDialog for code that gets the refusal itself", async () => {
    renderApp(<OpenerTrigger />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog", { name: CREDITS_TEXT.insufficientTitle });
    expect(dialog.textContent).toContain(CREDITS_TEXT.insufficientBody(1, 0));
  });
});
