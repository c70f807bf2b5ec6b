import { Globe, Link2, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { planStatusLabel, planVisibilityLabel } from "./plan-labels";

const VISIBILITY_ICONS: Record<string, typeof Lock> = {
  private: Lock,
  unlisted: Link2,
  public: Globe,
};

export function PlanStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={status === "published" ? "success" : "secondary"}>
      {planStatusLabel(status)}
    </Badge>
  );
}

export function PlanVisibilityBadge({ visibility }: { visibility: string }) {
  const Icon = VISIBILITY_ICONS[visibility] ?? Lock;
  return (
    <Badge variant="outline" className="text-muted-foreground">
      <Icon className="size-3" aria-hidden />
      {planVisibilityLabel(visibility)}
    </Badge>
  );
}

/** Status then visibility, the two facts a plan's row or card always shows. */
export function PlanBadges({ status, visibility }: { status: string; visibility: string }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <PlanStatusBadge status={status} />
      <PlanVisibilityBadge visibility={visibility} />
    </span>
  );
}
