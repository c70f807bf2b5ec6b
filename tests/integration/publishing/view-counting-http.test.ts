/**
 * Issue 23, point A3, from the request's headers as the public pages hand them over
 * (countPlanViewAfterResponse): the visitor is the client address the app server resolved
 * (CLIENT_IP_HEADER; an IPv6 client by its /64, as per-IP limits count it) and the user agent.
 * An X-Forwarded-For a client writes itself makes no new visitor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { startAppOnTestTarget } from "../../helpers/trpc-http";
import { insertSharedPlan, insertUser } from "./public-meta-kit";

const { appDb } = await startAppOnTestTarget();
const { countPlanViewAfterResponse } = await import("@/server/services/publishing/public-pages");
const { detachedTasksSettled } = await import("@/server/after-response");
const { planViewTotals } = await import("@/server/services/publishing/views");

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

function load(planId: string, headers: Record<string, string>) {
  countPlanViewAfterResponse(planId, new Headers({ "user-agent": BROWSER, ...headers }));
}

describe("counting views from a page request's headers", () => {
  let planId = "";
  beforeAll(async () => {
    const db = await appDb();
    await insertUser(db, { id: "http-views-owner", email: "owner@http-views.test" });
    planId = await insertSharedPlan(db, {
      ownerId: "http-views-owner",
      title: "Counted from headers",
      visibility: "unlisted",
      unlistedToken: "httpViewsToken0123456789",
      published: { title: "Counted from headers", summary: "", at: new Date() },
    });
  });

  it("counts the address the app server resolved, once a day, whatever X-Forwarded-For says", async () => {
    const db = await appDb();
    for (let reload = 0; reload < 20; reload += 1) {
      load(planId, { [CLIENT_IP_HEADER]: "203.0.113.5", "x-forwarded-for": `10.0.0.${reload}` });
    }
    await detachedTasksSettled();
    expect((await planViewTotals(db, planId)).today).toBe(1);

    // Another address is another visitor; two addresses of one IPv6 /64 network are one.
    load(planId, { [CLIENT_IP_HEADER]: "203.0.113.6" });
    load(planId, { [CLIENT_IP_HEADER]: "2001:db8:1:2::1" });
    load(planId, { [CLIENT_IP_HEADER]: "2001:db8:1:2::ffff" });
    await detachedTasksSettled();
    expect((await planViewTotals(db, planId)).today).toBe(3);
  });
});
