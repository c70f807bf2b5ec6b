import type { SQL } from "drizzle-orm";
import type { Database } from "./types";

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }`, but the shared Database type cannot
 * know it, so the cast lives here once instead of at every raw query.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
