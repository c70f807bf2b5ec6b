import { PlanEditorSkeleton } from "@/components/plan/plan-editor-skeleton";

export default function PlanLoading() {
  return <PlanEditorSkeleton />;
}
