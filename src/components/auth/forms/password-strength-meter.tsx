"use client";

import { useId } from "react";
import { cn } from "@/lib/cn";
import { MAX_PASSWORD_SCORE, type PasswordRating } from "@/lib/auth/password-strength";
import { PASSWORD_STRENGTH_TEXT } from "@/lib/errors/accounts";

const SEGMENTS = MAX_PASSWORD_SCORE + 1;
const TONE_BY_SCORE = [
  "bg-destructive",
  "bg-destructive",
  "bg-amber-500",
  "bg-emerald-500",
  "bg-emerald-600",
] as const;

/**
 * The strength of a new password: a labelled meter (role="meter", its value spoken as text, e.g.
 * 'Weak — add another word or two') and zxcvbn's advice. Nothing is shown for an empty field.
 */
export function PasswordStrengthMeter({
  rating,
  loading,
  className,
}: {
  rating: PasswordRating | null;
  loading: boolean;
  className?: string;
}) {
  const labelId = useId();
  if (!rating && !loading) return null;
  const score = rating?.score ?? 0;
  const summary = rating?.summary ?? PASSWORD_STRENGTH_TEXT.checking;
  const advice = rating && !rating.acceptable ? [rating.warning, ...rating.suggestions] : [];
  return (
    <div className={cn("grid gap-1.5", className)}>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={MAX_PASSWORD_SCORE}
        aria-valuenow={score}
        aria-valuetext={summary}
        aria-busy={!rating || undefined}
        className="flex h-1.5 gap-1"
      >
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span
            key={index}
            aria-hidden
            className={cn(
              "flex-1 rounded-full transition-colors",
              rating && index <= score ? TONE_BY_SCORE[score] : "bg-muted",
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        <span id={labelId}>{PASSWORD_STRENGTH_TEXT.meterLabel}</span>:{" "}
        <span className="font-medium text-foreground">{summary}</span>
      </p>
      {advice.filter(Boolean).length > 0 ? (
        <ul className="grid gap-0.5 text-xs text-muted-foreground">
          {advice.filter(Boolean).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
