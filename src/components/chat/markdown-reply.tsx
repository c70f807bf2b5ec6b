"use client";

/**
 * An assistant reply as Markdown: GitHub-flavoured (tables, task lists), code highlighted with a
 * copy button, ```mermaid blocks drawn by the Diagrams renderer (the page's
 * DiagramRendererProvider downloads mermaid only when the first diagram appears). Raw HTML in
 * the reply is never rendered; links open in a new tab without passing the page on. Images from
 * another origin are shown as links to them, never loaded (remote-images-as-links.ts).
 */
import dynamic from "next/dynamic";
import { memo, useMemo, useState, useSyncExternalStore } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import remarkGfm from "remark-gfm";
import { Check, Copy } from "lucide-react";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import { copyText } from "./copy-text";
import { rehypeRemoteImagesAsLinks } from "./remote-images-as-links";
import "./chat-markdown.css";

const MermaidDiagram = dynamic(
  () => import("@/components/diagram/mermaid-diagram").then((module) => module.MermaidDiagram),
  { ssr: false },
);

function textOfNode(node: React.ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOfNode).join("");
  if (node && typeof node === "object" && "props" in node) {
    return textOfNode((node as { props: { children?: React.ReactNode } }).props.children);
  }
  return "";
}

function CodeBlock({ children }: { children: React.ReactNode }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="group relative my-3">
      <pre className="chat-code overflow-x-auto rounded-md border bg-muted/60 p-3 text-[13px] leading-relaxed">
        {children}
      </pre>
      <button
        type="button"
        aria-label={AI_CHAT_TEXT.copyCode}
        className="absolute top-1.5 right-1.5 rounded-md border bg-background/90 p-1.5 text-muted-foreground opacity-80 group-hover:opacity-100 hover:text-foreground focus-visible:opacity-100"
        onClick={() =>
          void copyText(textOfNode(children)).then((ok) => {
            setCopied(ok);
            if (ok) setTimeout(() => setCopied(false), 1500);
          })
        }
      >
        {copied ? <Check className="size-3.5" /> : <Copy className="size-3.5" />}
      </button>
    </div>
  );
}

/** Whether a reply's ```mermaid block is complete (a block still streaming is shown as code). */
function mermaidSourceOf(node: React.ReactNode): string | null {
  if (!node || typeof node !== "object" || !("props" in node)) return null;
  const props = (node as { props: { className?: string; children?: React.ReactNode } }).props;
  if (!props.className?.split(" ").includes("language-mermaid")) return null;
  return textOfNode(props.children).trim();
}

function markdownComponents(streaming: boolean): Components {
  return {
    a: ({ href, children }) => (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-primary underline underline-offset-2"
      >
        {children}
      </a>
    ),
    pre: ({ children }) => {
      const mermaid = mermaidSourceOf(children);
      if (mermaid && !streaming) {
        return (
          <div className="my-3 overflow-x-auto rounded-md border bg-background p-2">
            <MermaidDiagram source={mermaid} label="Diagram" />
          </div>
        );
      }
      return <CodeBlock>{children}</CodeBlock>;
    },
    table: ({ children }) => (
      <div className="my-3 overflow-x-auto">
        <table className="w-full border-collapse text-sm">{children}</table>
      </div>
    ),
  };
}

const REMARK_PLUGINS = [remarkGfm];

type RehypePlugins = React.ComponentProps<typeof ReactMarkdown>["rehypePlugins"];

function rehypePluginsFor(pageOrigin: string | null): RehypePlugins {
  return [
    [rehypeRemoteImagesAsLinks, { pageOrigin }],
    // Mermaid blocks are left alone: they are drawn, not highlighted.
    [rehypeHighlight, { detect: false, plainText: ["mermaid"] }],
  ];
}

const noSubscription = () => () => undefined;

/**
 * This page's origin in the browser; null on the server and while hydrating, so both render the
 * same (an absolute address of this origin is a link until then, never a remote load).
 */
function usePageOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
}

export const MarkdownReply = memo(function MarkdownReply({
  text,
  streaming = false,
}: {
  text: string;
  streaming?: boolean;
}) {
  const pageOrigin = usePageOrigin();
  const rehypePlugins = useMemo(() => rehypePluginsFor(pageOrigin), [pageOrigin]);
  return (
    <div className="chat-markdown text-sm leading-relaxed break-words">
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={rehypePlugins}
        skipHtml
        components={markdownComponents(streaming)}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
});
