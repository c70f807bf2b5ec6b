import type { LucideIcon } from "lucide-react";
import { IconBadge } from "./icon-badge";

export interface InfoCardItem {
  title: string;
  description: React.ReactNode;
  /** Shown beside the text, which then sits in a column of its own. */
  icon?: LucideIcon;
}

/** Short cards, two to a row from `sm` up: an h3 and a paragraph each, like principles or benefits. */
export function InfoCardGrid({ items }: { items: readonly InfoCardItem[] }) {
  return (
    <ul className="mt-14 grid gap-6 sm:grid-cols-2">
      {items.map((item) => (
        <InfoCard key={item.title} {...item} />
      ))}
    </ul>
  );
}

function InfoCard({ title, description, icon }: InfoCardItem) {
  const text = (
    <>
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-2 text-muted-foreground">{description}</p>
    </>
  );
  if (!icon) {
    return <li className="rounded-xl border bg-card p-6 shadow-sm">{text}</li>;
  }
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <IconBadge icon={icon} />
      <div>{text}</div>
    </li>
  );
}
