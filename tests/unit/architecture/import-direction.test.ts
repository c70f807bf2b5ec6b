import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Lints `code` as if it were the file at `relativePath`, with the project's ESLint config. */
async function restrictedImportErrors(relativePath: string, code: string) {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, relativePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import/no-restricted-paths");
}

describe("import direction (docs/architecture.md), enforced by lint", () => {
  it("fails a component that imports src/server", async () => {
    const errors = await restrictedImportErrors(
      "src/components/probe/probe.tsx",
      'import { getDb } from "@/server/db/client";\nexport const probe = getDb;\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain("Components must not import src/server");
  });

  it("fails src/lib importing app code, and a route importing the database", async () => {
    expect(
      await restrictedImportErrors(
        "src/lib/probe.ts",
        'import { Button } from "@/components/ui/button";\nexport const probe = Button;\n',
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImportErrors(
        "src/app/probe/route.ts",
        'import { getDb } from "@/server/db/client";\nexport const probe = getDb;\n',
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImportErrors(
        "src/server/services/probe/probe.ts",
        'import { appRouter } from "@/server/api/root";\nexport const probe = appRouter;\n',
      ),
    ).toHaveLength(1);
  });

  it("allows the imports that follow the direction", async () => {
    expect(
      await restrictedImportErrors(
        "src/components/probe/probe.tsx",
        'import { cn } from "@/lib/cn";\nexport const probe = cn;\n',
      ),
    ).toHaveLength(0);
    expect(
      await restrictedImportErrors(
        "src/server/services/probe/probe.ts",
        'import { getDb } from "@/server/db/client";\nexport const probe = getDb;\n',
      ),
    ).toHaveLength(0);
  });
});
