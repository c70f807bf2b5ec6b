import type { PublicAuthorView } from "@/lib/publishing/public-view";
import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import { cn } from "@/lib/cn";

/** The author's picture, or their initials on a tinted disc when they have none. */
export function PublicAvatar({
  author,
  size,
  className,
}: {
  author: PublicAuthorView;
  size: number;
  className?: string;
}) {
  const style = { width: size, height: size };
  if (author.avatarPath) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a same-origin picture, already small
      <img
        src={author.avatarPath}
        alt={PUBLIC_PAGE_TEXT.avatarAlt(author.displayName)}
        width={size}
        height={size}
        className={cn("shrink-0 rounded-full object-cover", className)}
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary",
        className,
      )}
      style={{ ...style, fontSize: Math.round(size * 0.4) }}
    >
      {author.initials}
    </span>
  );
}
