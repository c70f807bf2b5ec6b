/**
 * `npm run credits:grant -- --email person@example.com --amount 50 --reason "Goodwill"`: adds
 * credits to an account, as an admin would on /admin/credits (the user's history shows "Added by
 * support: <reason>"). Each run is one action with its own id; pass `--action-id <uuid>` to repeat
 * a run whose outcome you did not see: the same id never adds twice. Run it against the same
 * configuration as the app (DATABASE_URL or DATA_DIR); with PGlite, stop the app first.
 */
import { parseArgs } from "node:util";
import { isAppError } from "../src/lib/app-error";
import { adminAdjustCreditsInput, newActionId } from "../src/lib/admin/admin-rules";
import { formatCredits } from "../src/lib/credits/credit-packs";
import { env } from "../src/env";
import { migrateDatabase } from "../src/server/db/migrate";
import { openDatabase } from "../src/server/db/open";
import {
  adjustCreditsAsAdmin,
  findUserForAdmin,
} from "../src/server/services/credits/admin-adjustments";

const USAGE =
  'Usage: npm run credits:grant -- --email <email> --amount <credits> --reason "<why>" [--action-id <uuid>]';

function usage(problem?: string): never {
  if (problem) console.error(problem);
  console.error(USAGE);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      email: { type: "string" },
      amount: { type: "string" },
      reason: { type: "string" },
      "action-id": { type: "string" },
    },
    strict: true,
  }).values;
} catch (error) {
  usage((error as Error).message);
}
if (!args.email) usage();
const actionId = args["action-id"] ?? newActionId();
// The same rules as the admin page: a whole number of credits in range, a reason of one line.
const parsed = adminAdjustCreditsInput.safeParse({
  userId: "cli",
  direction: "grant",
  amount: args.amount === undefined || args.amount.trim() === "" ? Number.NaN : Number(args.amount),
  reason: args.reason ?? "",
  actionId,
});
if (!parsed.success) usage(parsed.error.issues.map((issue) => issue.message).join("\n"));

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(handle);
  const user = await findUserForAdmin(handle.db, args.email);
  if (!user) {
    console.error(
      `No account with the e-mail ${args.email.trim()}. Check the address and try again.`,
    );
    process.exitCode = 1;
  } else {
    const result = await adjustCreditsAsAdmin(handle.db, {
      actor: "cli",
      userId: user.id,
      direction: "grant",
      amount: parsed.data.amount,
      reason: parsed.data.reason,
      actionId,
    });
    console.log(
      result.replayed
        ? `Action ${actionId} had already added ${formatCredits(result.moved)} to ${user.email}; nothing was added again.`
        : `Added ${formatCredits(result.moved)} to ${user.email} (action ${actionId}).`,
    );
    console.log(
      `Balance: ${formatCredits(result.balance.balance)} (${result.balance.available.toLocaleString("en-US")} available, ${result.balance.held.toLocaleString("en-US")} held).`,
    );
  }
} catch (error) {
  // A refusal from the service (say, an action id used for something else) is one clear line.
  if (!isAppError(error)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
