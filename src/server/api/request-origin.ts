/**
 * The origin the browser uses to reach this app, for absolute URLs it is sent to (Checkout's
 * success and cancel URLs). APP_URL when configured (production sets it). Without it, the
 * request's own Host: a browser's state-changing request has passed the cross-site guard, which
 * checks its Origin against that Host, and the URL only ever goes back to the same caller, so a
 * forged Host can only send its own sender elsewhere.
 */
import { env } from "@/env";

const LOCAL_FALLBACK_ORIGIN = "http://localhost:3000";

export function requestOrigin(headers: Headers, appUrl: string | undefined = env.APP_URL): string {
  if (appUrl) return new URL(appUrl).origin;
  const host = headers.get("host");
  if (!host) return LOCAL_FALLBACK_ORIGIN;
  // A TLS-terminating proxy in front of `next start` says which scheme the browser used.
  const forwarded = headers.get("x-forwarded-proto")?.split(",", 1)[0]?.trim().toLowerCase();
  const protocol = forwarded === "https" ? "https" : "http";
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return LOCAL_FALLBACK_ORIGIN;
  }
}
