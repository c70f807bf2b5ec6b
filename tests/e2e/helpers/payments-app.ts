/**
 * A second production server of the same build with payments switched on, pointed at the local
 * Stripe stand-in (tests/helpers/fake-stripe-server): STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET
 * and STRIPE_API_URL set, its own data directory (PGlite), and the stand-in delivering signed
 * checkout.session.completed events to the server's /api/payments/webhook, as Stripe would.
 */
import { expect, type Page } from "@playwright/test";
import { startFakeStripeServer, type FakeStripeServer } from "../../helpers/fake-stripe-server";
import { signUp } from "./accounts";
import { startSecondServer, type SecondServer } from "./second-server";

export interface PaymentsApp {
  stripe: FakeStripeServer;
  server: SecondServer;
  stop(): Promise<void>;
}

export async function startPaymentsApp(): Promise<PaymentsApp> {
  const stripe = await startFakeStripeServer();
  let server: SecondServer;
  try {
    server = await startSecondServer({
      STRIPE_SECRET_KEY: stripe.apiKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    });
  } catch (error) {
    await stripe.close();
    throw error;
  }
  stripe.setWebhookUrl(`${server.baseUrl}/api/payments/webhook`);
  return {
    stripe,
    server,
    async stop() {
      await server.stop();
      await stripe.close();
    },
  };
}

/** The newest confirmation link the server logged for `email` (its outbox writes to its log). */
function confirmLinkIn(output: string, email: string): string | undefined {
  const prefix = `[mail] confirm-email to ${email}: `;
  return output
    .split("\n")
    .filter((line) => line.includes(prefix))
    .map((line) => line.split(" → ")[1]?.trim())
    .filter((link): link is string => !!link)
    .at(-1);
}

/**
 * Signs up on the payments server in `page`'s context (whose baseURL is the server's) and opens
 * the mailed confirmation link, which confirms the address and signs in.
 */
export async function signUpOnPaymentsApp(page: Page, app: PaymentsApp, email: string) {
  await signUp(page.request, { email });
  let link: string | undefined;
  await expect
    .poll(() => (link = confirmLinkIn(app.server.output(), email)), {
      message: `a confirm-email mail to ${email}`,
      timeout: 15_000,
    })
    .toBeTruthy();
  await page.goto(link!);
  await page.waitForURL((url) => url.pathname === "/dashboard");
}
