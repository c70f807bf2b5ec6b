/**
 * Which address a request really comes from. Any client can send X-Forwarded-For, so only the
 * hops appended by proxies we run can be believed: with TRUSTED_PROXIES = N in front of the app,
 * the client is the Nth address from the right of the chain (X-Forwarded-For, then the
 * connection's own address); with none, it is the connection's address and the header is
 * ignored. The app server (scripts/server.mjs) computes it once per request and hands it to the
 * app in CLIENT_IP_HEADER, replacing whatever a client sent under that name.
 *
 * Pure and dependency-free: the server script imports it directly (Node strips the types).
 */

/** The request header, set only by our own server, that carries the trusted client IP. */
export const CLIENT_IP_HEADER = "x-plansmith-client-ip";

/** How many proxies may be configured; more is a typo, not a deployment. */
export const MAX_TRUSTED_PROXIES = 10;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d{1,5})?$/;
const MAPPED_IPV4_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

function canonicalIpv4(value: string): string | null {
  const match = IPV4.exec(value);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets.join(".") : null;
}

/** The compressed, lower-case spelling, so one address never counts as two. */
function canonicalIpv6(value: string): string | null {
  if (!value.includes(":") || !/^[0-9a-fA-F:.]+$/.test(value)) return null;
  let host: string;
  try {
    host = new URL(`http://[${value}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  // An IPv4 client seen through an IPv6 socket (::ffff:1.2.3.4) is that IPv4 client.
  const mapped = MAPPED_IPV4_HEX.exec(host);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    const low = parseInt(mapped[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return host;
}

/**
 * One address in canonical form, or null when `value` is not an IP address. Accepts what
 * proxies and sockets write: a port after an IPv4 address, brackets and a port around an IPv6
 * address, a zone id, IPv4-mapped IPv6.
 */
export function normalizeIp(value: string | null | undefined): string | null {
  let candidate = value?.trim();
  if (!candidate) return null;
  const bracketed = BRACKETED_IPV6.exec(candidate);
  if (bracketed) candidate = bracketed[1]!;
  else {
    const withPort = IPV4_WITH_PORT.exec(candidate);
    if (withPort) candidate = withPort[1]!;
  }
  candidate = candidate.split("%")[0]!;
  return canonicalIpv4(candidate) ?? canonicalIpv6(candidate);
}

/** The hops of an X-Forwarded-For value (or of several such headers), left to right. */
export function forwardedHops(forwardedFor: string | readonly string[] | null | undefined) {
  const values = typeof forwardedFor === "string" ? [forwardedFor] : (forwardedFor ?? []);
  return values
    .flatMap((value) => value.split(","))
    .map((hop) => hop.trim())
    .filter((hop) => hop.length > 0);
}

/**
 * The client IP of a request that reached us from `remoteAddress` with this X-Forwarded-For,
 * behind `trustedProxies` proxies. With fewer hops than proxies, the farthest address known is
 * taken (the request skipped a proxy). A trusted hop that is not an IP address (a misbehaving
 * proxy) falls back to the connection's address. Null only when nothing is an address.
 */
export function resolveClientIp(input: {
  forwardedFor: string | readonly string[] | null | undefined;
  remoteAddress: string | null | undefined;
  trustedProxies: number;
}): string | null {
  const connection = normalizeIp(input.remoteAddress);
  const proxies = Math.min(Math.max(0, Math.floor(input.trustedProxies)), MAX_TRUSTED_PROXIES);
  if (proxies === 0) return connection;
  const chain = [...forwardedHops(input.forwardedFor), input.remoteAddress ?? ""];
  const index = Math.max(0, chain.length - 1 - proxies);
  return normalizeIp(chain[index]) ?? connection;
}

/** IPv6 addresses are handed out by the /64 network: one client can use any address in it. */
export const IPV6_LIMIT_PREFIX_GROUPS = 4;

/**
 * The key per-IP limits count under: the address itself for IPv4, its /64 network for IPv6, so
 * a client cannot get a fresh budget by moving to another address of its own network.
 */
export function ipLimitKey(ip: string): string {
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  const prefix = groups.slice(0, IPV6_LIMIT_PREFIX_GROUPS).map((group) => group || "0");
  return `${prefix.join(":")}::/64`;
}
