"use client";

import { Switch } from "radix-ui";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SHARE_TEXT } from "@/lib/errors/publishing";
import { CURRENCIES, CURRENCY_CODES } from "@/lib/plans/customization-rules";
import { estimateInput } from "@/lib/publishing/publish-schemas";

export type EstimateDraft = { shown: boolean; amount: string; currency: string; note: string };

const NOTE_MAX_LENGTH = estimateInput.shape.note.unwrap().maxLength ?? 300;

/** The optional estimate: a switch to show it on the public page, then amount, currency, note. */
export function EstimateFields({
  value,
  onChange,
  amountError,
  disabled,
}: {
  value: EstimateDraft;
  onChange(next: EstimateDraft): void;
  amountError: string | null;
  disabled: boolean;
}) {
  const id = useId();
  const set = (change: Partial<EstimateDraft>) => onChange({ ...value, ...change });
  const currencies = CURRENCY_CODES.includes(value.currency as never)
    ? CURRENCY_CODES
    : [value.currency, ...CURRENCY_CODES];

  return (
    <div className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-switch`} className="leading-snug">
          {SHARE_TEXT.estimateSwitch}
        </Label>
        <Switch.Root
          id={`${id}-switch`}
          checked={value.shown}
          onCheckedChange={(shown) => set({ shown })}
          disabled={disabled}
          className="peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border-2 border-transparent bg-input shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary dark:bg-input/80"
        >
          <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0" />
        </Switch.Root>
      </div>
      {value.shown ? (
        <div className="grid gap-3">
          <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-amount`}>{SHARE_TEXT.estimateAmount}</Label>
              <Input
                id={`${id}-amount`}
                inputMode="decimal"
                value={value.amount}
                onChange={(event) => set({ amount: event.target.value })}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? `${id}-amount-error` : undefined}
                disabled={disabled}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-currency`}>{SHARE_TEXT.estimateCurrency}</Label>
              <NativeSelect
                id={`${id}-currency`}
                value={value.currency}
                onChange={(event) => set({ currency: event.target.value })}
                disabled={disabled}
              >
                {currencies.map((code) => (
                  <option
                    key={code}
                    value={code}
                    title={CURRENCIES[code as keyof typeof CURRENCIES]}
                  >
                    {code}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {amountError ? (
            <p id={`${id}-amount-error`} className="text-xs font-medium text-destructive">
              {amountError}
            </p>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-note`}>{SHARE_TEXT.estimateNote}</Label>
            <Input
              id={`${id}-note`}
              value={value.note}
              maxLength={NOTE_MAX_LENGTH}
              placeholder={SHARE_TEXT.estimateNotePlaceholder}
              onChange={(event) => set({ note: event.target.value })}
              disabled={disabled}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
