import { CLIENT_IP_HEADER, ipLimitKey, normalizeIp } from "@/lib/http/client-ip";

/**
 * The client IP that per-IP limits count under, as our app server (scripts/server.mjs) resolved
 * it from the connection and TRUSTED_PROXIES (an IPv6 address by its /64 network), or null.
 * Never X-Forwarded-For itself: any client can write that.
 */
export function clientIpFrom(headers: Headers | undefined | null): string | null {
  const ip = normalizeIp(headers?.get(CLIENT_IP_HEADER));
  return ip && ipLimitKey(ip);
}
