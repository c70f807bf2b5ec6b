/**
 * A local stand-in for the parts of Stripe's API that Plansmith calls, speaking its wire
 * protocol: bearer key, form-encoded POSTs, Idempotency-Key replay, `expand[]`, JSON objects and
 * `{ error: { type, code, message, param } }` errors. It also hosts a minimal checkout page at
 * each session's `url` (Pay marks the session paid, may deliver a signed
 * checkout.session.completed to a webhook URL, and redirects to the success URL), and builds and
 * signs the events tests deliver themselves (refunds, disputes…) with the SDK's test-header
 * helper. Started on port 0 by each test; nothing reaches the real Stripe.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import {
  checkoutPage,
  decodeStripeForm,
  disputeFor,
  eventOf,
  paymentFor,
  sessionFromParams,
  type FakeCharge,
  type FakeEvent,
  type FakePaymentIntent,
  type SessionRecord,
} from "./fake-stripe-objects";

export type { FakeEvent } from "./fake-stripe-objects";

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
}

export interface FakeStripeOptions {
  apiKey?: string;
  webhookSecret?: string;
  /** Where Pay delivers checkout.session.completed (the app's /api/payments/webhook). */
  webhookUrl?: string;
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Request-Id": `req_${Date.now()}`,
    ...headers,
  });
  response.end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, error: Record<string, string>) {
  send(response, status, { error });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeStripeServer(options: FakeStripeOptions = {}) {
  const apiKey = options.apiKey ?? "sk_test_plansmith_fake";
  const webhookSecret = options.webhookSecret ?? "whsec_plansmith_fake";
  const sessions = new Map<string, SessionRecord>();
  const intents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  const requests: FakeStripeRequest[] = [];
  const deliveries: Promise<number>[] = [];
  let webhookUrl = options.webhookUrl;
  /** While true, every API call answers 500 (an outage at Stripe). */
  let down = false;
  let baseUrl = "";

  const record = (id: string): SessionRecord => {
    const found = sessions.get(id);
    if (!found) throw new Error(`no checkout session ${id} at the Stripe stand-in`);
    return found;
  };

  /** The session as the API answers it, with `payment_intent.latest_charge` expanded if asked. */
  function sessionJson(found: SessionRecord, expand: unknown[]): unknown {
    const session: Record<string, unknown> = { ...structuredClone(found.session) };
    const intent = found.session.payment_intent ? intents.get(found.session.payment_intent) : null;
    if (intent && expand.some((path) => String(path).startsWith("payment_intent"))) {
      const expanded: Record<string, unknown> = { ...structuredClone(intent) };
      if (expand.includes("payment_intent.latest_charge") && intent.latest_charge)
        expanded.latest_charge = structuredClone(charges.get(intent.latest_charge));
      session.payment_intent = expanded;
    }
    return session;
  }

  function sign(payload: string, timestamp?: number, secret = webhookSecret): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  }

  /** Sends `event` to the webhook URL, signed, as Stripe does; answers the HTTP status. */
  async function deliver(event: FakeEvent, url = webhookUrl): Promise<number> {
    if (!url) throw new Error("the Stripe stand-in has no webhook URL");
    const payload = JSON.stringify(event);
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Stripe-Signature": sign(payload),
      },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** Completes a session: paid (or, `asynchronous`, complete with the payment still processing). */
  function pay(sessionId: string, options: { asynchronous?: boolean } = {}): FakeEvent {
    const found = record(sessionId);
    const { intent, charge } = paymentFor(found, baseUrl, !options.asynchronous);
    intents.set(intent.id, intent);
    charges.set(charge.id, charge);
    found.session.payment_intent = intent.id;
    found.session.status = "complete";
    if (!options.asynchronous && found.session.payment_status === "unpaid")
      found.session.payment_status = "paid";
    return eventOf("checkout.session.completed", found.session);
  }

  function chargeOf(sessionId: string): FakeCharge {
    const intentId = record(sessionId).session.payment_intent;
    const charge = intentId ? charges.get(intents.get(intentId)?.latest_charge ?? "") : undefined;
    if (!charge) throw new Error(`session ${sessionId} has not been paid`);
    return charge;
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (down) {
      return stripeError(response, 500, {
        type: "api_error",
        message: "An unknown error occurred (the stand-in is down).",
      });
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return stripeError(response, 401, {
        type: "invalid_request_error",
        message: "Invalid API Key provided.",
      });
    }
    const raw = await readBody(request);
    const params =
      request.method === "POST" ? decodeStripeForm(raw) : decodeStripeForm(url.search.slice(1));
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: request.method!, path: url.pathname, idempotencyKey, params });

    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier && earlier.body !== raw) {
          return stripeError(response, 400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          });
        }
        if (earlier)
          return send(response, earlier.status, earlier.answer, { "Idempotent-Replayed": "true" });
      }
      const created = sessionFromParams(params, baseUrl);
      if ("problem" in created) {
        return stripeError(response, 400, {
          type: "invalid_request_error",
          code: "parameter_missing",
          message: created.problem,
          param: created.param,
        });
      }
      sessions.set(created.record.session.id, created.record);
      const answer = sessionJson(created.record, []);
      if (idempotencyKey) idempotent.set(idempotencyKey, { body: raw, status: 200, answer });
      return send(response, 200, answer);
    }
    const expand = Array.isArray(params.expand) ? params.expand : [];
    const one = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (request.method === "GET" && one) {
      const found = sessions.get(decodeURIComponent(one[1]!));
      if (!found) {
        return stripeError(response, 404, {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such checkout.session: '${decodeURIComponent(one[1]!)}'`,
          param: "session",
        });
      }
      return send(response, 200, sessionJson(found, expand));
    }
    if (request.method === "GET" && url.pathname === "/v1/checkout/sessions") {
      const data = [...sessions.values()]
        .filter((s) => !params.payment_intent || s.session.payment_intent === params.payment_intent)
        .slice(0, Number(params.limit ?? 10))
        .map((s) => sessionJson(s, []));
      return send(response, 200, {
        object: "list",
        data,
        has_more: false,
        url: "/v1/checkout/sessions",
      });
    }
    return stripeError(response, 404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
    });
  }

  async function handlePage(request: IncomingMessage, response: ServerResponse, url: URL) {
    const match = url.pathname.match(/^\/checkout\/([^/]+)(\/pay|\/cancel)?$/);
    const found = match ? sessions.get(match[1]!) : undefined;
    if (!found) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("No such checkout");
      return;
    }
    const { session } = found;
    if (match![2] === "/cancel") {
      response.writeHead(303, { Location: session.cancel_url ?? "/" }).end();
      return;
    }
    if (match![2] === "/pay" && request.method === "POST") {
      await readBody(request);
      const completed = session.status === "open" ? pay(session.id) : null;
      // Stripe delivers the event on its own schedule: the redirect does not wait for it.
      if (completed && webhookUrl) deliveries.push(deliver(completed).catch(() => 0));
      const back = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
      response.writeHead(303, { Location: back }).end();
      return;
    }
    response
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end(checkoutPage(found));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const handler = url.pathname.startsWith("/v1/") ? handleApi : handlePage;
    handler(request, response, url).catch((error: unknown) => {
      stripeError(response, 500, { type: "api_error", message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** STRIPE_API_URL for the app. */
    url: baseUrl,
    apiKey,
    webhookSecret,
    requests,
    /** Starts or ends an outage: every API call answers 500 api_error meanwhile. */
    setDown(next: boolean) {
      down = next;
    },
    setWebhookUrl(next: string | undefined) {
      webhookUrl = next;
    },
    session: (id: string) => structuredClone(record(id).session),
    sessionIds: () => [...sessions.keys()],
    charge: (sessionId: string) => structuredClone(chargeOf(sessionId)),
    pay,
    /** An asynchronous payment (bank debit) clears: paid, and its event. */
    settleAsync(sessionId: string): FakeEvent {
      const found = record(sessionId);
      const charge = chargeOf(sessionId);
      charge.status = "succeeded";
      charge.paid = true;
      intents.get(charge.payment_intent)!.status = "succeeded";
      found.session.payment_status = "paid";
      return eventOf("checkout.session.async_payment_succeeded", found.session);
    },
    /** Refunds `amount` more of the session's charge: charge.refunded with the running total. */
    refund(sessionId: string, amount: number): FakeEvent {
      const charge = chargeOf(sessionId);
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + amount);
      charge.refunded = charge.amount_refunded === charge.amount;
      return eventOf("charge.refunded", charge);
    },
    dispute: (sessionId: string): FakeEvent =>
      eventOf("charge.dispute.created", disputeFor(chargeOf(sessionId))),
    event: eventOf,
    /** The body and Stripe-Signature header of `event`, signed (at `timestamp`, seconds). */
    signed(event: FakeEvent, options: { timestamp?: number; secret?: string } = {}) {
      const payload = JSON.stringify(event);
      return { payload, signature: sign(payload, options.timestamp, options.secret) };
    },
    deliver,
    /** Waits for the webhooks that Pay sent. */
    deliveriesSettled: () => Promise.all(deliveries),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripeServer = Awaited<ReturnType<typeof startFakeStripeServer>>;
