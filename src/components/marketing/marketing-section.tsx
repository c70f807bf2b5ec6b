import { cn } from "@/lib/cn";
import { SectionHeading } from "./section-heading";

/** How a section sets itself off from the one above it. */
export type MarketingSectionTone = "plain" | "bordered" | "muted";

const TONE_CLASSES: Record<MarketingSectionTone, string | undefined> = {
  plain: undefined,
  bordered: "border-t",
  muted: "border-t bg-muted/40",
};

/** The centred content column, by width. */
const CONTAINER_CLASSES = {
  wide: "mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24",
  narrow: "mx-auto max-w-3xl px-4 py-20 sm:px-6 sm:py-24",
} as const;

export interface MarketingSectionProps {
  /**
   * Base id of the section. The heading gets `${id}-title`, which labels the section; with
   * `anchor`, the section itself gets `id` so links like `/#pricing` land on it.
   */
  id: string;
  eyebrow: string;
  title: string;
  description?: React.ReactNode;
  /** Defaults to "plain": no top border, no background. */
  tone?: MarketingSectionTone;
  /** Makes the section a link target: `id` on the section, clear of the sticky header. */
  anchor?: boolean;
  /** Width of the content column; "narrow" suits a single column of text. */
  width?: keyof typeof CONTAINER_CLASSES;
  /**
   * Puts the container classes on the section itself instead of an inner div. Only for a plain
   * section, which has no band of its own to fill the full width.
   */
  bare?: boolean;
  /** Extra classes for the section element. */
  className?: string;
  children: React.ReactNode;
}

/** A landing or info page section: the band, the centred container and the section heading. */
export function MarketingSection({
  id,
  eyebrow,
  title,
  description,
  tone = "plain",
  anchor = false,
  width = "wide",
  bare = false,
  className,
  children,
}: MarketingSectionProps) {
  const titleId = `${id}-title`;
  const container = CONTAINER_CLASSES[width];
  const content = (
    <>
      <SectionHeading id={titleId} eyebrow={eyebrow} title={title} description={description} />
      {children}
    </>
  );
  return (
    <section
      id={anchor ? id : undefined}
      aria-labelledby={titleId}
      className={
        cn(anchor && "scroll-mt-20", TONE_CLASSES[tone], bare && container, className) || undefined
      }
    >
      {bare ? content : <div className={container}>{content}</div>}
    </section>
  );
}
