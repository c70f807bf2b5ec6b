"use client";

import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useId, useSyncExternalStore } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { SHARE_TEXT } from "@/lib/errors/publishing";
import { publicPlanPath } from "@/lib/publishing/public-paths";
import { SLUG_MAX_LENGTH } from "@/lib/publishing/slug-rules";
import type { SlugStatus } from "./use-slug-check";

const noSubscription = () => () => {};

/** This site's origin in the browser ("" while rendering on the server). */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
}

/**
 * The public page's address: the slug field with the full address under it, the result of the
 * checks (rules at once, the server after a pause) and free suggestions to pick from.
 */
export function SlugField({
  username,
  value,
  onChange,
  status,
  disabled,
}: {
  username: string;
  value: string;
  onChange(slug: string): void;
  status: SlugStatus;
  disabled: boolean;
}) {
  const id = useId();
  const origin = useOrigin();
  const addressId = `${id}-address`;
  const statusId = `${id}-status`;
  const invalid = status.state === "unavailable" || status.state === "check-failed";

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{SHARE_TEXT.slugLabel}</Label>
      <Input
        id={id}
        name="slug"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={SLUG_MAX_LENGTH * 2}
        aria-invalid={invalid || undefined}
        aria-describedby={`${statusId} ${addressId}`}
        disabled={disabled}
      />
      <p
        id={addressId}
        className="text-xs break-all text-muted-foreground"
        data-testid="share-public-address"
      >
        {origin}
        <span className="font-medium text-foreground">{publicPlanPath(username, value)}</span>
      </p>
      <SlugStatusLine id={statusId} status={status} onPick={onChange} disabled={disabled} />
    </div>
  );
}

function SlugStatusLine({
  id,
  status,
  onPick,
  disabled,
}: {
  id: string;
  status: SlugStatus;
  onPick(slug: string): void;
  disabled: boolean;
}) {
  const tone =
    status.state === "unavailable" || status.state === "check-failed"
      ? "error"
      : status.state === "available"
        ? "success"
        : "muted";
  return (
    <div className="grid gap-2">
      <p
        id={id}
        role="status"
        data-testid="share-slug-status"
        className={cn(
          "flex min-h-5 items-center gap-1.5 text-xs",
          tone === "muted" && "text-muted-foreground",
          tone === "error" && "font-medium text-destructive",
          tone === "success" && "font-medium text-emerald-700 dark:text-emerald-400",
        )}
      >
        {tone === "error" ? <CircleAlert className="size-3.5 shrink-0" aria-hidden /> : null}
        {tone === "success" ? <CircleCheck className="size-3.5 shrink-0" aria-hidden /> : null}
        {status.state === "checking" ? (
          <LoaderCircle className="size-3.5 shrink-0 animate-spin" aria-hidden />
        ) : null}
        <span>{statusText(status)}</span>
        {status.state === "check-failed" ? (
          <button
            type="button"
            onClick={status.retry}
            className="font-medium underline underline-offset-4 hover:text-foreground"
          >
            {SHARE_TEXT.retry}
          </button>
        ) : null}
      </p>
      {status.state === "unavailable" && status.suggestions.length > 0 ? (
        <div
          className="flex flex-wrap items-center gap-1.5 text-xs"
          data-testid="share-slug-suggestions"
        >
          <span className="text-muted-foreground">{SHARE_TEXT.slugSuggestions}</span>
          {status.suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              disabled={disabled}
              onClick={() => onPick(suggestion)}
              className="rounded-full border bg-background px-2.5 py-0.5 font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50"
            >
              {suggestion}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function statusText(status: SlugStatus): string {
  switch (status.state) {
    case "current":
      return SHARE_TEXT.slugCurrent;
    case "checking":
      return SHARE_TEXT.slugChecking;
    case "available":
      return SHARE_TEXT.slugAvailable;
    case "unavailable":
    case "check-failed":
      return status.message;
  }
}
