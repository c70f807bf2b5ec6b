/**
 * Unbundled, the import worker's entry is TypeScript with `@/` imports: tsx (its tsconfig paths
 * included) loads it in the worker thread. The built app bundles the worker instead.
 */
import { configureImportPool } from "@/server/services/plans/import/import-pool";

configureImportPool({ execArgv: ["--import", "tsx"] });
