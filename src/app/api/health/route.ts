import { reportAppHealth } from "@/server/services/health/check-health";

export const dynamic = "force-dynamic";

/** Liveness and readiness for load balancers: 200 when the database answers, else 503. */
export async function GET() {
  const report = await reportAppHealth();
  return Response.json(report, {
    status: report.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
