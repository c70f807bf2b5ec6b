"use client";

import { RotateCw } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PLAN_CUSTOMIZATION_TEXT } from "@/lib/error-catalogue";
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
      <Alert tone="error">
        <p>{PLAN_CUSTOMIZATION_TEXT.loadFailed}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3 text-foreground"
          onClick={() => void customization.refetch()}
          disabled={customization.isFetching}
        >
          <RotateCw className={customization.isFetching ? "animate-spin" : undefined} aria-hidden />
          Try again
        </Button>
      </Alert>
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
