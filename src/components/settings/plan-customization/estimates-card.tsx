"use client";

import { useState } from "react";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PLAN_CUSTOMIZATION_TEXT, PLAN_ERRORS } from "@/lib/errors/plans";
import {
  CURRENCIES,
  CURRENCY_CODES,
  formatHourlyRateInput,
  parseHourlyRate,
  type CurrencyCode,
} from "@/lib/plans/customization-rules";
import { PendingButton } from "../pending-button";
import { SettingsCard, SettingsForm } from "../settings-card";
import { errorsOf, useSavePlanCustomization } from "./use-plan-customization";

/** The currency's symbol as the user's locale writes it (e.g. "$", "€", "CHF"). */
function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat(undefined, { style: "currency", currency }).formatToParts(
      0,
    );
    return parts.find((part) => part.type === "currency")?.value ?? currency;
  } catch {
    return currency;
  }
}

/** "Estimates": the currency and hourly rate estimates in plans are worked out with. */
export function EstimatesCard({
  saved,
}: {
  saved: { currency: CurrencyCode; hourlyRateCents: number | null };
}) {
  const [currency, setCurrency] = useState<string>(saved.currency);
  const [rateText, setRateText] = useState(formatHourlyRateInput(saved.hourlyRateCents));
  const { save, pending, fieldErrors, formError, clearFieldError } = useSavePlanCustomization(
    PLAN_CUSTOMIZATION_TEXT.estimatesSaved,
  );
  const rateCents = parseHourlyRate(rateText);
  const unchanged = currency === saved.currency && rateCents === saved.hourlyRateCents;

  return (
    <SettingsCard
      title="Estimates"
      description="The currency and rate used when your plans estimate costs."
    >
      <SettingsForm
        error={formError}
        onSubmit={(event) => {
          event.preventDefault();
          save(
            { currency: currency as CurrencyCode, hourlyRateCents: rateCents ?? null },
            rateCents === undefined ? { hourlyRateCents: PLAN_ERRORS.invalidHourlyRate } : {},
          );
        }}
      >
        <Field label="Currency" errors={errorsOf(fieldErrors.currency)}>
          {(control) => (
            <NativeSelect
              {...control}
              name="currency"
              value={currency}
              disabled={pending}
              onChange={(event) => {
                setCurrency(event.target.value);
                clearFieldError("currency");
              }}
            >
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code} — {CURRENCIES[code]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label="Hourly rate"
          errors={errorsOf(fieldErrors.hourlyRateCents)}
          description="Leave empty if you don't bill by the hour."
        >
          {(control) => (
            <div className="flex items-center gap-2">
              <span className="min-w-8 text-sm text-muted-foreground" aria-hidden>
                {currencySymbol(currency)}
              </span>
              <Input
                {...control}
                name="hourlyRate"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={rateText}
                readOnly={pending}
                className="w-40"
                onChange={(event) => {
                  setRateText(event.target.value);
                  clearFieldError("hourlyRateCents");
                }}
              />
              <span className="text-sm text-muted-foreground">per hour</span>
            </div>
          )}
        </Field>
        <div>
          <PendingButton type="submit" pending={pending} disabled={unchanged}>
            Save estimate settings
          </PendingButton>
        </div>
      </SettingsForm>
    </SettingsCard>
  );
}
