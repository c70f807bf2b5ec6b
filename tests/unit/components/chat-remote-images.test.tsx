// @vitest-environment happy-dom
/**
 * Issue 23, point A6: a chat reply never loads a picture from another origin. Such an image is
 * shown as a link (its alt text, or the address when there is none) that opens in a new tab
 * without passing the page on; pictures of this origin stay pictures; data: and other schemes
 * keep react-markdown's own URL rule. Rendered with the real MarkdownReply.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MarkdownReply } from "@/components/chat/markdown-reply";
import { isRemoteImageSource } from "@/lib/security/remote-image";

afterEach(cleanup);

const REMOTE = "https://tracker.example/pixel.png?user=42";

function renderReply(text: string) {
  return render(<MarkdownReply text={text} />).container;
}

describe("remote images in chat replies", () => {
  it("shows an image of another origin as a link named by its alt text, never as <img>", () => {
    const container = renderReply(`Look: ![Site map](${REMOTE}) done.`);
    expect(container.querySelector("img")).toBeNull();
    const link = screen.getByRole("link", { name: "Site map" });
    expect(link.getAttribute("href")).toBe(REMOTE);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
  });

  it("names the link by the address when the image has no alt text", () => {
    const container = renderReply(`![](${REMOTE})`);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: REMOTE }).getAttribute("href")).toBe(REMOTE);
  });

  it("catches every spelling of another origin: reference images, protocol-relative, http, an address in <>", () => {
    const container = renderReply(
      [
        "![ref][pic]",
        "![protocol relative](//cdn.example/a.png)",
        "![plain http](http://cdn.example/b.png)",
        "![angle brackets](<//cdn.example/c d.png>)",
        "",
        "[pic]: https://cdn.example/d.png",
      ].join("\n"),
    );
    expect(container.querySelector("img")).toBeNull();
    for (const name of ["ref", "protocol relative", "plain http", "angle brackets"]) {
      expect(screen.getByRole("link", { name }).getAttribute("target")).toBe("_blank");
    }
  });

  it("never nests a link in a link: a remote image inside a link becomes the link's text", () => {
    const container = renderReply(`[![Badge](${REMOTE})](https://example.com/project)`);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelectorAll("a")).toHaveLength(1);
    const link = screen.getByRole("link", { name: "Badge" });
    expect(link.getAttribute("href")).toBe("https://example.com/project");
  });

  it("keeps images of this origin, relative or absolute, as pictures", () => {
    const sameOrigin = `${window.location.origin}/api/ai/attachments/abc`;
    const container = renderReply(
      `![relative](/api/ai/attachments/one) ![absolute](${sameOrigin})`,
    );
    const images = [...container.querySelectorAll("img")];
    expect(images.map((image) => image.getAttribute("alt"))).toEqual(["relative", "absolute"]);
    expect(images.map((image) => image.getAttribute("src"))).toEqual([
      "/api/ai/attachments/one",
      sameOrigin,
    ]);
    expect(container.querySelector("a")).toBeNull();
  });

  it("leaves data: images to react-markdown's URL rule, as before", () => {
    const container = renderReply("![dot](data:image/png;base64,iVBORw0KGgo=)");
    const image = container.querySelector("img");
    expect(image?.getAttribute("alt")).toBe("dot");
    // react-markdown's default URL rule drops the data: source.
    expect(image?.getAttribute("src") ?? "").toBe("");
    expect(container.querySelector("a")).toBeNull();
  });
});

describe("isRemoteImageSource", () => {
  const ORIGIN = "https://plansmith.test";
  it.each([
    ["https://other.test/x.png", true],
    ["http://plansmith.test/x.png", true],
    ["https://plansmith.test:8443/x.png", true],
    ["//other.test/x.png", true],
    ["/\\other.test/x.png", true],
    [" https://other.test/x.png", true],
    ["HTTPS://OTHER.TEST/x.png", true],
    ["https://plansmith.test/x.png", false],
    ["/api/x.png", false],
    ["x.png", false],
    ["../x.png", false],
    ["data:image/png;base64,AAAA", false],
    ["blob:https://plansmith.test/uuid", false],
    ["javascript:alert(1)", false],
    ["", false],
  ])("%s → remote %s", (src, remote) => {
    expect(isRemoteImageSource(src, ORIGIN)).toBe(remote);
  });

  it("treats every absolute web address as remote while the page's origin is unknown", () => {
    expect(isRemoteImageSource("https://plansmith.test/x.png", null)).toBe(true);
    expect(isRemoteImageSource("/api/x.png", null)).toBe(false);
  });
});
