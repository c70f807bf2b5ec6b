// Finds a TCP port nobody is listening on, so a benchmark never collides with a developer's
// `next dev` on 3000 or with another benchmark running at the same time.
import { createServer } from "node:net";

/**
 * Asks the operating system for a free port (listening on port 0 picks one) and releases it.
 * There is a small window in which another process could take the port before the server binds
 * it; the server start-up then fails loudly rather than measuring the wrong thing.
 */
export function findFreePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen({ port: 0, host }, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
