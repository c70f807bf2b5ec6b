import { describe, expect, it } from "vitest";
import {
  forwardedHops,
  ipLimitKey,
  MAX_TRUSTED_PROXIES,
  normalizeIp,
  resolveClientIp,
} from "@/lib/http/client-ip";

const resolve = (forwardedFor: string | string[] | undefined, remote: string, trusted: number) =>
  resolveClientIp({ forwardedFor, remoteAddress: remote, trustedProxies: trusted });

describe("resolveClientIp", () => {
  it("with no trusted proxy, is the connection's address whatever X-Forwarded-For says", () => {
    expect(resolve("6.6.6.6", "203.0.113.5", 0)).toBe("203.0.113.5");
    expect(resolve("6.6.6.6, 7.7.7.7", "::ffff:203.0.113.5", 0)).toBe("203.0.113.5");
    expect(resolve(undefined, "::1", 0)).toBe("::1");
  });

  it("with N proxies, is the Nth address from the right, so spoofed hops on the left are ignored", () => {
    // The client sent "6.6.6.6"; our one proxy appended the address it saw.
    expect(resolve("6.6.6.6, 198.51.100.7", "10.0.0.2", 1)).toBe("198.51.100.7");
    // Two proxies: the load balancer saw the client, the inner proxy saw the load balancer.
    expect(resolve("6.6.6.6, 198.51.100.7, 10.0.0.1", "10.0.0.2", 2)).toBe("198.51.100.7");
    // Several headers count as one list, in order.
    expect(resolve(["6.6.6.6", "198.51.100.7"], "10.0.0.2", 1)).toBe("198.51.100.7");
  });

  it("with fewer hops than proxies, takes the farthest address known", () => {
    expect(resolve("198.51.100.7", "10.0.0.2", 3)).toBe("198.51.100.7");
    expect(resolve(undefined, "10.0.0.2", 2)).toBe("10.0.0.2");
    expect(resolve("", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(resolve(" , ,", "10.0.0.2", 1)).toBe("10.0.0.2");
  });

  it("reads IPv6 hops, ports and brackets, in one canonical spelling", () => {
    expect(resolve("2001:DB8:0:0::1", "10.0.0.2", 1)).toBe("2001:db8::1");
    expect(resolve("[2001:db8::1]:4711", "10.0.0.2", 1)).toBe("2001:db8::1");
    expect(resolve("198.51.100.7:51234", "10.0.0.2", 1)).toBe("198.51.100.7");
    expect(resolve("198.51.100.7", "[::ffff:10.0.0.2]", 0)).toBe("10.0.0.2");
  });

  it("falls back to the connection when the trusted hop is not an address", () => {
    expect(resolve("6.6.6.6, unknown", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(resolve("999.1.1.1", "10.0.0.2", 1)).toBe("10.0.0.2");
  });

  it("caps the proxy count and ignores a negative one", () => {
    const hops = Array.from({ length: 20 }, (_, index) => `10.1.0.${index}`).join(", ");
    expect(resolve(hops, "10.0.0.2", 50)).toBe(`10.1.0.${20 - MAX_TRUSTED_PROXIES}`);
    expect(resolve("6.6.6.6", "10.0.0.2", -1)).toBe("10.0.0.2");
  });
});

describe("normalizeIp", () => {
  it("accepts the spellings proxies and sockets use, and nothing else", () => {
    expect(normalizeIp(" 010.000.000.001 ")).toBe("10.0.0.1");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(normalizeIp("")).toBeNull();
    expect(normalizeIp(null)).toBeNull();
    expect(normalizeIp("localhost")).toBeNull();
    expect(normalizeIp("1.2.3")).toBeNull();
    expect(normalizeIp("1.2.3.4.5")).toBeNull();
    expect(normalizeIp("2001:db8::g")).toBeNull();
    expect(normalizeIp("http://1.2.3.4")).toBeNull();
  });
});

describe("forwardedHops", () => {
  it("splits, trims and drops empty hops", () => {
    expect(forwardedHops(" a ,, b,")).toEqual(["a", "b"]);
    expect(forwardedHops(undefined)).toEqual([]);
  });
});

describe("ipLimitKey", () => {
  it("counts IPv4 by address and IPv6 by its /64 network", () => {
    expect(ipLimitKey("198.51.100.7")).toBe("198.51.100.7");
    expect(ipLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(ipLimitKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(ipLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(ipLimitKey("fe80::")).toBe("fe80:0:0:0::/64");
  });
});
