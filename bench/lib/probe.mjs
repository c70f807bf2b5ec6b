// One GET as it leaves the server: status, encoding, cache policy and body size on the wire.
// node:http rather than fetch, which would decode the body and hide its compressed size.
import { request } from "node:http";

function get(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      let bodyBytes = 0;
      response.on("data", (chunk) => (bodyBytes += chunk.length));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          contentEncoding: response.headers["content-encoding"] ?? null,
          cacheControl: response.headers["cache-control"] ?? null,
          bodyBytes,
        }),
      );
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * `pathname` requested with `headers` (as measured), and once more without `accept-encoding`:
 * answers the first response's status, `content-encoding`, `cache-control` and body size, and
 * the body's size uncompressed (`uncompressedBytes`).
 */
export async function probe(baseUrl, pathname, headers) {
  const url = new URL(pathname, baseUrl);
  const measured = await get(url, headers);
  const plainHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== "accept-encoding"),
  );
  const plain = await get(url, plainHeaders);
  return { ...measured, uncompressedBytes: plain.bodyBytes };
}
