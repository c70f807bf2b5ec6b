/**
 * Unbundled, the worker entries (import, public page render) are TypeScript with `@/` imports:
 * tsx (its tsconfig paths included) loads them in the worker thread. The built app bundles the
 * workers instead.
 */
import { configureImportPool } from "@/server/services/plans/import/import-pool";
import { configureRenderPool } from "@/server/services/publishing/render/render-pool";

configureImportPool({ execArgv: ["--import", "tsx"] });
configureRenderPool({ execArgv: ["--import", "tsx"] });
