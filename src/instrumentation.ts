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
  // The trash purge (30 days) and, on PGlite, VACUUM: now, then hourly (an unref'd timer).
  const { startPlansMaintenance } = await import("@/server/services/plans/maintenance");
  const maintenanceLog = createLogger("plans-maintenance");
  startPlansMaintenance(getDatabaseHandle, (error) =>
    maintenanceLog.error("plans maintenance failed (the next run tries again):", error),
  );
  // Credit holds left open past their time (CREDIT_HOLD_TTL_SECONDS) go back to the balance:
  // now, then every minute (an unref'd timer).
  const { startCreditHoldSweep } = await import("@/server/services/credits");
  const creditsLog = createLogger("credits");
  startCreditHoldSweep(
    async () => (await getDatabaseHandle()).db,
    (error) => creditsLog.error("the credit hold sweep failed (the next run tries again):", error),
  );
  // Generations of a process that died mid-answer (stale heartbeat) end failed, their credit
  // holds released: now, then every 30 s (an unref'd timer).
  const { startStaleGenerationSweep } = await import("@/server/services/ai/generations");
  const aiLog = createLogger("ai-generations");
  startStaleGenerationSweep(
    async () => (await getDatabaseHandle()).db,
    (error) => aiLog.error("the stale generation sweep failed (the next run tries again):", error),
  );
}
