"use client";

import { useState } from "react";
import { Field } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import {
  DIAGRAM_SECURITY_LEVEL_DESCRIPTIONS,
  DIAGRAM_SECURITY_LEVEL_LABELS,
  DIAGRAM_SECURITY_LEVELS,
  DIAGRAM_THEME_LABELS,
  DIAGRAM_THEMES,
  NO_DIAGRAM_THEME_LABEL,
  type DiagramSecurityLevel,
  type DiagramTheme,
} from "@/lib/diagrams/diagram-settings";
import { PLAN_CUSTOMIZATION_TEXT } from "@/lib/errors/plans";
import { PendingButton } from "../pending-button";
import { SettingsCard, SettingsForm } from "../settings-card";
import { errorsOf, useSavePlanCustomization } from "./use-plan-customization";

/** The select's value for "no theme chosen" (`null`). */
const NO_THEME = "";

/** "Diagrams": the Mermaid theme and security level diagrams in the user's plans start with. */
export function DiagramDefaultsCard({
  saved,
}: {
  saved: { diagramTheme: DiagramTheme | null; diagramSecurityLevel: DiagramSecurityLevel };
}) {
  const [theme, setTheme] = useState<string>(saved.diagramTheme ?? NO_THEME);
  const [securityLevel, setSecurityLevel] = useState<string>(saved.diagramSecurityLevel);
  const { save, pending, fieldErrors, formError, clearFieldError } = useSavePlanCustomization(
    PLAN_CUSTOMIZATION_TEXT.diagramsSaved,
  );
  const unchanged =
    theme === (saved.diagramTheme ?? NO_THEME) && securityLevel === saved.diagramSecurityLevel;
  const levelDescription =
    DIAGRAM_SECURITY_LEVEL_DESCRIPTIONS[securityLevel as DiagramSecurityLevel] ?? null;

  return (
    <SettingsCard
      title="Diagrams"
      description="Defaults for the diagrams in your plans. A diagram can still set its own theme."
    >
      <SettingsForm
        error={formError}
        onSubmit={(event) => {
          event.preventDefault();
          // Checked by the shared diagram rules, here and again on the server.
          save({
            diagramTheme: (theme === NO_THEME ? null : theme) as DiagramTheme | null,
            diagramSecurityLevel: securityLevel as DiagramSecurityLevel,
          });
        }}
      >
        <Field
          label="Default theme"
          errors={errorsOf(fieldErrors.diagramTheme)}
          description="The colours diagrams are drawn with."
        >
          {(control) => (
            <NativeSelect
              {...control}
              name="diagramTheme"
              value={theme}
              disabled={pending}
              onChange={(event) => {
                setTheme(event.target.value);
                clearFieldError("diagramTheme");
              }}
            >
              <option value={NO_THEME}>{NO_DIAGRAM_THEME_LABEL}</option>
              {DIAGRAM_THEMES.map((value) => (
                <option key={value} value={value}>
                  {DIAGRAM_THEME_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label="Security level"
          errors={errorsOf(fieldErrors.diagramSecurityLevel)}
          description={levelDescription}
        >
          {(control) => (
            <NativeSelect
              {...control}
              name="diagramSecurityLevel"
              value={securityLevel}
              disabled={pending}
              onChange={(event) => {
                setSecurityLevel(event.target.value);
                clearFieldError("diagramSecurityLevel");
              }}
            >
              {DIAGRAM_SECURITY_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {DIAGRAM_SECURITY_LEVEL_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <div>
          <PendingButton type="submit" pending={pending} disabled={unchanged}>
            Save diagram defaults
          </PendingButton>
        </div>
      </SettingsForm>
    </SettingsCard>
  );
}
