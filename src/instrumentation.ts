/**
 * Runs once when a server process starts (`next start`, `next dev`). Opens the database and
 * applies pending migrations before the first request, so that request does not pay for it.
 * Failures are logged, not fatal: /api/health reports 503 and requests retry the connection.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ getDatabaseHandle }, { createLogger }] = await Promise.all([
    import("@/server/db/client"),
    import("@/server/log"),
  ]);
  const log = createLogger("db");
  try {
    const handle = await getDatabaseHandle();
    log.info(`ready (${handle.kind}), migrations applied`);
  } catch (error) {
    log.error("could not open or migrate the database at start-up:", error);
  }
}
