import { CLIENT_IP_HEADER, normalizeIp } from "@/lib/http/client-ip";

/**
 * The client's IP as our app server (scripts/server.mjs) resolved it from the connection and
 * TRUSTED_PROXIES, or null. Never X-Forwarded-For itself: any client can write that.
 */
export function clientIpFrom(headers: Headers | undefined | null): string | null {
  return normalizeIp(headers?.get(CLIENT_IP_HEADER));
}
