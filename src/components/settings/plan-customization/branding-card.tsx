"use client";

import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { PLAN_CUSTOMIZATION_TEXT } from "@/lib/errors/plans";
import {
  accentColorSchema,
  BRAND_NAME_MAX_LENGTH,
  type PlanCustomization,
} from "@/lib/plans/customization-rules";
import { PendingButton } from "../pending-button";
import { SettingsCard, SettingsForm } from "../settings-card";
import { AccentColorField } from "./accent-color-field";
import { BrandPreview } from "./brand-preview";
import { LogoField } from "./logo-field";
import { errorsOf, useSavePlanCustomization } from "./use-plan-customization";

type Branding = Pick<PlanCustomization, "brandName" | "accentColor" | "logoDataUrl">;

/** An empty colour field means "no accent colour of my own". */
function colorOrNull(text: string): string | null {
  return text.trim() === "" ? null : text.trim();
}

/** "Branding": how published plans present the freelancer — name, accent colour and logo. */
export function BrandingCard({ saved }: { saved: Branding }) {
  const [brandName, setBrandName] = useState(saved.brandName ?? "");
  const [accentText, setAccentText] = useState(saved.accentColor ?? "");
  const [logoDataUrl, setLogoDataUrl] = useState(saved.logoDataUrl);
  const { save, pending, fieldErrors, formError, clearFieldError, setFieldError } =
    useSavePlanCustomization(PLAN_CUSTOMIZATION_TEXT.brandingSaved);

  const accent = accentColorSchema.safeParse(colorOrNull(accentText));
  const accentChanged = (colorOrNull(accentText)?.toLowerCase() ?? null) !== saved.accentColor;
  const unchanged =
    brandName.trim() === (saved.brandName ?? "") &&
    !accentChanged &&
    logoDataUrl === saved.logoDataUrl;

  function checkAccent() {
    if (!accent.success) {
      setFieldError("accentColor", accent.error.issues[0]?.message ?? "");
    }
  }

  return (
    <SettingsCard title="Branding" description="How your published plans present you to clients.">
      <SettingsForm
        error={formError}
        onSubmit={(event) => {
          event.preventDefault();
          // Only what changed: an unchanged logo is not sent again.
          save({
            ...(brandName.trim() !== (saved.brandName ?? "") ? { brandName } : {}),
            ...(accentChanged ? { accentColor: colorOrNull(accentText) } : {}),
            ...(logoDataUrl !== saved.logoDataUrl ? { logoDataUrl } : {}),
          });
        }}
      >
        <FormField
          label="Display name"
          name="brandName"
          value={brandName}
          maxLength={BRAND_NAME_MAX_LENGTH}
          placeholder="e.g. Rosa Design Studio"
          description="Your name or your business's, shown at the top of published plans."
          errors={errorsOf(fieldErrors.brandName)}
          readOnly={pending}
          onChange={(event) => {
            setBrandName(event.target.value);
            clearFieldError("brandName");
          }}
        />
        <AccentColorField
          value={accentText}
          error={fieldErrors.accentColor}
          disabled={pending}
          onChange={(value) => {
            setAccentText(value);
            clearFieldError("accentColor");
          }}
          onBlur={checkAccent}
        />
        <LogoField
          value={logoDataUrl}
          error={fieldErrors.logoDataUrl}
          disabled={pending}
          onChange={(dataUrl) => {
            setLogoDataUrl(dataUrl);
            clearFieldError("logoDataUrl");
          }}
          onError={(message) => setFieldError("logoDataUrl", message)}
        />
        <BrandPreview
          brandName={brandName}
          accentColor={accent.success ? accent.data : saved.accentColor}
          logoDataUrl={logoDataUrl}
        />
        <div>
          <PendingButton type="submit" pending={pending} disabled={unchanged}>
            Save branding
          </PendingButton>
        </div>
      </SettingsForm>
    </SettingsCard>
  );
}
