/** The client's IP as the reverse proxy reports it (first X-Forwarded-For hop), or null. */
export function clientIpFrom(headers: Headers | undefined | null): string | null {
  const forwarded = headers?.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  return headers?.get("x-real-ip")?.trim() || null;
}
