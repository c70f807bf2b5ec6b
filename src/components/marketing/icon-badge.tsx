import type { LucideIcon } from "lucide-react";

const TONE_CLASSES = {
  accent: "bg-accent text-accent-foreground",
  primary: "bg-primary text-primary-foreground",
} as const;

export interface IconBadgeProps {
  icon: LucideIcon;
  /** "accent" for a feature or principle, "primary" for a numbered step. */
  tone?: keyof typeof TONE_CLASSES;
}

/** A decorative icon in a rounded square, as it opens the marketing cards. */
export function IconBadge({ icon: Icon, tone = "accent" }: IconBadgeProps) {
  return (
    <span
      className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${TONE_CLASSES[tone]}`}
    >
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
