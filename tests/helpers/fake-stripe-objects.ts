/**
 * The objects of the local Stripe stand-in (./fake-stripe-server), in Stripe's JSON shapes:
 * Checkout Sessions, payment intents, charges, disputes and events, plus the form decoding the
 * SDK's requests need. Only the fields Plansmith reads, and those a reader would look for.
 */
import { randomBytes } from "node:crypto";

export const FAKE_STRIPE_API_VERSION = "2026-10-28.endive";

/** "cs_test_…", "pi_test_…": Stripe's id shape with a random tail. */
export function stripeId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString("hex")}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = [name.split("[", 1)[0]!, ...[...name.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((key, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, unknown>;
    });
  }
  return root;
}

export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  currency: string;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  receipt_url: string;
  refunded: boolean;
  status: "succeeded" | "pending";
}

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  created: number;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  status: "succeeded" | "processing";
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  livemode: false;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  status: "open" | "complete" | "expired";
  success_url: string;
  url: string | null;
}

/** What the stand-in keeps about a session beyond Stripe's object. */
export interface SessionRecord {
  session: FakeCheckoutSession;
  productName: string;
  paymentIntentMetadata: Record<string, string>;
}

type Params = Record<string, unknown>;

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

/** A session from the SDK's create parameters; null (with Stripe's message) when invalid. */
export function sessionFromParams(
  params: Params,
  checkoutPageBase: string,
): { record: SessionRecord } | { problem: string; param: string } {
  if (params.mode !== "payment") return { problem: "Missing required param: mode.", param: "mode" };
  if (typeof params.success_url !== "string")
    return { problem: "Missing required param: success_url.", param: "success_url" };
  const items = Array.isArray(params.line_items) ? (params.line_items as Params[]) : [];
  const item = items[0];
  const price = item?.price_data as Params | undefined;
  const unitAmount = Number(price?.unit_amount);
  const quantity = Number(item?.quantity ?? 1);
  if (!price || !Number.isInteger(unitAmount) || typeof price.currency !== "string")
    return { problem: "Missing required param: line_items[0][price_data].", param: "line_items" };
  const id = stripeId("cs");
  const amount = unitAmount * quantity;
  return {
    record: {
      productName: String((price.product_data as Params | undefined)?.name ?? ""),
      paymentIntentMetadata: stringRecord((params.payment_intent_data as Params)?.metadata),
      session: {
        id,
        object: "checkout.session",
        amount_subtotal: amount,
        amount_total: amount,
        cancel_url: typeof params.cancel_url === "string" ? params.cancel_url : null,
        client_reference_id:
          typeof params.client_reference_id === "string" ? params.client_reference_id : null,
        created: now(),
        currency: price.currency,
        customer_email: typeof params.customer_email === "string" ? params.customer_email : null,
        livemode: false,
        metadata: stringRecord(params.metadata),
        mode: "payment",
        payment_intent: null,
        payment_status: amount === 0 ? "no_payment_required" : "unpaid",
        status: "open",
        success_url: params.success_url,
        url: `${checkoutPageBase}/checkout/${id}`,
      },
    },
  };
}

export function paymentFor(
  record: SessionRecord,
  receiptBase: string,
  settled: boolean,
): { intent: FakePaymentIntent; charge: FakeCharge } {
  const { session } = record;
  const intentId = stripeId("pi");
  const chargeId = stripeId("ch");
  const charge: FakeCharge = {
    id: chargeId,
    object: "charge",
    amount: session.amount_total,
    amount_refunded: 0,
    currency: session.currency,
    created: now(),
    livemode: false,
    metadata: record.paymentIntentMetadata,
    paid: settled,
    payment_intent: intentId,
    receipt_url: `${receiptBase}/receipts/${chargeId}`,
    refunded: false,
    status: settled ? "succeeded" : "pending",
  };
  const intent: FakePaymentIntent = {
    id: intentId,
    object: "payment_intent",
    amount: session.amount_total,
    currency: session.currency,
    created: now(),
    latest_charge: chargeId,
    livemode: false,
    metadata: record.paymentIntentMetadata,
    status: settled ? "succeeded" : "processing",
  };
  return { intent, charge };
}

export function disputeFor(charge: FakeCharge) {
  return {
    id: stripeId("dp"),
    object: "dispute" as const,
    amount: charge.amount,
    charge: charge.id,
    created: now(),
    currency: charge.currency,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: "fraudulent",
    status: "needs_response",
  };
}

export interface FakeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export function eventOf(type: string, object: unknown): FakeEvent {
  return {
    id: stripeId("evt"),
    object: "event",
    api_version: FAKE_STRIPE_API_VERSION,
    created: now(),
    // A snapshot, as Stripe sends it: later changes to the object do not change the event.
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stand-in's hosted checkout page: what is bought, a Pay button and a way back. */
export function checkoutPage(record: SessionRecord): string {
  const { session } = record;
  const price = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (Stripe stand-in)</title></head>
<body><main><h1>${escapeHtml(record.productName)}</h1><p>${escapeHtml(price)}</p>
<p>Paying as ${escapeHtml(session.customer_email ?? "")}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<p><a href="/checkout/${session.id}/cancel">Back</a></p></main></body></html>`;
}
