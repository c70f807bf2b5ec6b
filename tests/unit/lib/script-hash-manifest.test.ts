import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  NOT_FOUND_ROUTE,
  SCRIPT_HASH_MANIFEST_VERSION,
  buildScriptHashManifest,
  inlineScriptsOf,
  parseScriptHashManifest,
  prerenderedScriptHashes,
  scriptHashSource,
} from "@/lib/security/script-hash-manifest";

/** The hash a browser computes for an inline script's text (CSP Level 3, sha256). */
function browserHash(text: string): string {
  return `'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`;
}

const THEME = `!function(){document.documentElement.classList.add("light")}()`;

/** A page as Next.js prerenders it: chunk files, the theme script, the RSC payload. */
function page(payload: string): string {
  return (
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>` +
    `</head><body><script>${THEME}</script><div>${payload}</div>` +
    `<script>self.__next_f.push([1,${JSON.stringify(payload)}])</script></body></html>`
  );
}

describe("inlineScriptsOf", () => {
  it("lists the texts of inline scripts and skips files and data blocks", () => {
    const html =
      `<script src="/a.js"></script><script>one()</script>` +
      `<SCRIPT type="module" data-x="a>b">two()</SCRIPT >` +
      `<script type="application/ld+json">{"@type":"Thing"}</script>` +
      `<script type='text/javascript'>three()</script/>` +
      `<script nonce="n" id="x">four("</div>")</script>`;
    expect(inlineScriptsOf(html)).toEqual(["one()", "two()", "three()", 'four("</div>")']);
  });

  it("normalises line breaks as the HTML parser does before the browser hashes", () => {
    expect(inlineScriptsOf("<script>a()\r\nb()\rc()</script>")).toEqual(["a()\nb()\nc()"]);
  });

  it("hashes non-ASCII text as UTF-8, like the browser", () => {
    const text = 'document.title = "Plansmith — ünïcode"';
    expect(scriptHashSource(text)).toBe(browserHash(text));
    expect(scriptHashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("buildScriptHashManifest", () => {
  const manifest = buildScriptHashManifest([
    { route: "/", html: page("home") },
    { route: "/about", html: page("about") },
    { route: NOT_FOUND_ROUTE, html: page("missing") },
    { route: "/_global-error", html: "<html><script>globalError()</script></html>" },
  ]);

  it("lists each prerendered page's inline scripts by hash, and nothing else", () => {
    expect(Object.keys(manifest.pages).sort()).toEqual(["/", "/about"]);
    expect(manifest.pages["/about"]).toEqual(
      [browserHash(THEME), browserHash(`self.__next_f.push([1,"about"])`)].sort(),
    );
    expect(manifest.pages["/about"]).not.toContain(browserHash(`self.__next_f.push([1,"home"])`));
  });

  it("shares only the scripts every page has, and keeps the 404 page's apart", () => {
    expect(manifest.shared).toEqual([browserHash(THEME)]);
    expect(manifest.notFound).toContain(browserHash(`self.__next_f.push([1,"missing"])`));
    expect(manifest.version).toBe(SCRIPT_HASH_MANIFEST_VERSION);
  });

  it("survives a round trip through its file, and refuses anything else", () => {
    expect(parseScriptHashManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(parseScriptHashManifest("{")).toBeNull();
    expect(parseScriptHashManifest("null")).toBeNull();
    expect(parseScriptHashManifest(JSON.stringify({ ...manifest, version: 0 }))).toBeNull();
    expect(parseScriptHashManifest(JSON.stringify({ ...manifest, shared: "x" }))).toBeNull();
  });

  describe("prerenderedScriptHashes", () => {
    it("finds a prerendered page by its path, with or without a trailing slash", () => {
      expect(prerenderedScriptHashes(manifest, "/")).toEqual(manifest.pages["/"]);
      expect(prerenderedScriptHashes(manifest, "/about")).toEqual(manifest.pages["/about"]);
      expect(prerenderedScriptHashes(manifest, "/about/")).toEqual(manifest.pages["/about"]);
    });

    it("answers null for pages rendered per request, unknown and internal paths", () => {
      for (const path of ["/plan/abc", "/about/team", "/_not-found", "/constructor", "/ABOUT"]) {
        expect(prerenderedScriptHashes(manifest, path), path).toBeNull();
      }
    });

    it("answers null without a manifest (next dev), so the page gets the nonce policy", () => {
      expect(prerenderedScriptHashes(null, "/")).toBeNull();
    });
  });
});
