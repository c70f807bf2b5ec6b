"use client";

import { LoadError } from "@/components/ui/load-error";
import { PLAN_CUSTOMIZATION_TEXT } from "@/lib/errors/plans";
import { SettingsCardSkeleton } from "../settings-skeleton";
import { BrandingCard } from "./branding-card";
import { DefaultSectionsCard } from "./default-sections-card";
import { DiagramDefaultsCard } from "./diagram-defaults-card";
import { EstimatesCard } from "./estimates-card";
import { usePlanCustomization } from "./use-plan-customization";

/**
 * /settings/plan-customization: four cards, each saved on its own, so a mistake in one does not
 * hold back the others.
 */
export function PlanCustomizationSettings() {
  const customization = usePlanCustomization();
  if (customization.isPending) {
    return (
      <>
        <SettingsCardSkeleton fields={4} />
        <SettingsCardSkeleton fields={3} />
      </>
    );
  }
  if (customization.isError) {
    return (
      <LoadError
        message={PLAN_CUSTOMIZATION_TEXT.loadFailed}
        onRetry={() => void customization.refetch()}
        retrying={customization.isFetching}
      />
    );
  }
  const saved = customization.data;
  return (
    <>
      <DefaultSectionsCard saved={saved.defaultSections} />
      <BrandingCard saved={saved} />
      <DiagramDefaultsCard saved={saved} />
      <EstimatesCard saved={saved} />
    </>
  );
}
