import { loadPlan } from "./load-plan";

/**
 * Checks that the plan exists before anything streams: the page below has a loading skeleton,
 * and once that is sent the answer could no longer be a 404.
 */
export default async function PlanLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  await loadPlan((await params).id);
  return children;
}
