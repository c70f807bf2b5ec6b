"use client";

import { useQuery } from "@tanstack/react-query";
import { DEFAULT_SECTION_KINDS } from "@/lib/plans/customization-rules";
import type { SectionKind } from "@/lib/plans/plan-rules";
import { useTRPC } from "@/trpc/react";

/**
 * The sections a new plan starts with: the user's choice in plan customization, or the
 * product's defaults when that cannot be loaded (the form stays usable either way).
 * `null` while loading.
 */
export function useDefaultSections(): readonly SectionKind[] | null {
  const trpc = useTRPC();
  const customization = useQuery(trpc.planCustomization.get.queryOptions());
  if (customization.isPending) return null;
  if (customization.isError) return DEFAULT_SECTION_KINDS;
  return customization.data.defaultSections;
}
