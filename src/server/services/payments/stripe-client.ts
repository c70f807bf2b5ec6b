/**
 * The one Stripe client of the process, configured from the environment: STRIPE_SECRET_KEY
 * switches payments on; STRIPE_API_URL (tests) points the SDK at another host, port and protocol.
 * The API version is pinned, so a Stripe account upgrade cannot change the shapes we read.
 */
import "server-only";
import Stripe from "stripe";
import { env } from "@/env";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { CREDIT_ERRORS } from "@/lib/errors/credits";

/** The API version the code was written against (the SDK's own; its types describe it). */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = "2026-10-28.endive";
/** Retries of a failed network call; the SDK sends an idempotency key with each POST. */
export const STRIPE_MAX_NETWORK_RETRIES = 2;
/** Milliseconds before a call to Stripe gives up (the SDK's default, 80 s, outlasts a request). */
export const STRIPE_TIMEOUT_MS = 20_000;

/** The SDK's host, port and protocol options for a base URL such as http://127.0.0.1:4242. */
export function stripeHostOptions(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
  };
}

// Module state, not globalThis: a hot reload may build a new client, which costs nothing.
let client: Stripe | undefined;

/** Whether buying is switched on (STRIPE_SECRET_KEY set). */
export function paymentsEnabled(): boolean {
  return !!env.STRIPE_SECRET_KEY;
}

/** The client, or null when payments are off. */
export function stripeClient(): Stripe | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return null;
  client ??= new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: "Plansmith" },
    ...stripeHostOptions(env.STRIPE_API_URL),
  });
  return client;
}

/** The client; AppError PAYMENTS_OFF (503) when payments are off. */
export function requireStripe(): Stripe {
  const stripe = stripeClient();
  if (!stripe) {
    throw new AppError(ERROR_CODES.paymentsOff, 503, CREDIT_ERRORS.paymentsOff);
  }
  return stripe;
}

/** A Stripe "No such …" answer: the id does not exist (on this account or in this mode). */
export function isStripeNotFound(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.statusCode === 404 || error.code === "resource_missing")
  );
}

/** What the log may say about a failed Stripe call: its type, code and request id, no secrets. */
export function describeStripeError(error: unknown): Record<string, unknown> {
  if (error instanceof Stripe.errors.StripeError) {
    return {
      type: error.type,
      // Not `code`: the log's redaction hides fields of that name (OAuth codes).
      stripeCode: error.code,
      statusCode: error.statusCode,
      requestId: error.requestId,
    };
  }
  return { type: error instanceof Error ? error.name : typeof error };
}
