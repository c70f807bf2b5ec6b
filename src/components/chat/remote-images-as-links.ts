/**
 * A rehype step for chat replies: an image on another origin (isRemoteImageSource) becomes a link
 * to it, named by its alt text (or its address), so reading a reply never sends a request to a
 * host the model chose. Inside a link it becomes that link's text instead, since a link cannot
 * hold a link. It runs before react-markdown's URL rule, which still vets the new link's href;
 * MarkdownReply's `a` renderer gives it target="_blank" and rel="noopener noreferrer nofollow".
 */
import { isRemoteImageSource } from "@/lib/security/remote-image";

/** The parts of a hast tree this step reads and writes. */
type HastText = { type: "text"; value: string };
type HastElement = {
  type: "element";
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
};
type HastNode = HastElement | HastText | { type: string; children?: HastNode[] };

function isElement(node: HastNode): node is HastElement {
  return node.type === "element";
}

function linkLabel(image: HastElement, src: string): string {
  const alt = image.properties?.alt;
  return typeof alt === "string" && alt.trim() !== "" ? alt : src;
}

function replaceRemoteImages(
  parent: { children?: HastNode[] },
  pageOrigin: string | null,
  insideLink: boolean,
): void {
  const children = parent.children;
  if (!children) return;
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index]!;
    if (!isElement(node)) {
      if ("children" in node) replaceRemoteImages(node, pageOrigin, insideLink);
      continue;
    }
    const src = node.properties?.src;
    if (node.tagName === "img" && typeof src === "string" && isRemoteImageSource(src, pageOrigin)) {
      const label: HastText = { type: "text", value: linkLabel(node, src) };
      children[index] = insideLink
        ? label
        : { type: "element", tagName: "a", properties: { href: src }, children: [label] };
      continue;
    }
    replaceRemoteImages(node, pageOrigin, insideLink || node.tagName === "a");
  }
}

/** The plugin, for react-markdown's `rehypePlugins` as `[rehypeRemoteImagesAsLinks, { pageOrigin }]`. */
export function rehypeRemoteImagesAsLinks(options: { pageOrigin: string | null }) {
  return (tree: { children?: HastNode[] }) => {
    replaceRemoteImages(tree, options.pageOrigin, false);
  };
}
