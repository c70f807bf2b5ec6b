"use client";

import { Copy, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { readApiError } from "@/components/settings/api-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SHARE_TEXT } from "@/lib/errors/publishing";
import { ConfirmActionDialog } from "./confirm-action-dialog";
import { useOrigin } from "./slug-field";
import type { ShareState } from "./share-types";
import type { usePublishActions } from "./use-publish-actions";

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(SHARE_TEXT.linkCopied);
  } catch {
    toast.error(SHARE_TEXT.copyFailed);
  }
}

/** One address, readable and selectable, with its Copy button (and more actions after it). */
function LinkRow({
  label,
  url,
  copyLabel,
  testId,
  children,
}: {
  label: string;
  url: string;
  copyLabel: string;
  testId: string;
  children?: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 min-w-0 flex-1 basis-48 font-mono text-xs"
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-9"
          onClick={() => void copyLink(url)}
          aria-label={copyLabel}
        >
          <Copy aria-hidden />
          {SHARE_TEXT.copyLink}
        </Button>
        {children}
      </div>
    </div>
  );
}

/** The addresses of a shared plan: the public page (public plans) and the link for anyone. */
export function ShareLinks({
  state,
  regenerate,
}: {
  state: ShareState;
  regenerate: ReturnType<typeof usePublishActions>["regenerate"];
}) {
  const origin = useOrigin();
  const [confirming, setConfirming] = useState(false);

  function regenerateLink() {
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(SHARE_TEXT.regenerated);
      },
      onError: (error) => {
        toast.error(readApiError(error).message ?? SHARE_TEXT.regenerateFailed);
      },
    });
  }

  return (
    <div className="grid gap-3">
      {state.publicPath ? (
        <LinkRow
          label={SHARE_TEXT.publicLinkLabel}
          url={`${origin}${state.publicPath}`}
          copyLabel={SHARE_TEXT.copyPublicLink}
          testId="share-public-link"
        />
      ) : null}
      {state.unlistedPath ? (
        <LinkRow
          label={SHARE_TEXT.unlistedLinkLabel}
          url={`${origin}${state.unlistedPath}`}
          copyLabel={SHARE_TEXT.copyUnlistedLink}
          testId="share-unlisted-link"
        >
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-9"
            onClick={() => setConfirming(true)}
          >
            <RefreshCw aria-hidden />
            {SHARE_TEXT.regenerate}
          </Button>
        </LinkRow>
      ) : null}
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={SHARE_TEXT.regenerateTitle}
        description={SHARE_TEXT.regenerateDescription}
        confirm={SHARE_TEXT.regenerateConfirm}
        pending={regenerate.isPending}
        onConfirm={regenerateLink}
      />
    </div>
  );
}

/** How often the shared plan was opened (bots and the owner are not counted). */
export function ShareViews({ views }: { views: ShareState["views"] }) {
  const items = [
    [SHARE_TEXT.views.total, views.total],
    [SHARE_TEXT.views.today, views.today],
    [SHARE_TEXT.views.last30Days, views.last30Days],
  ] as const;
  return (
    <section aria-labelledby="share-views-heading" className="grid gap-2">
      <h3 id="share-views-heading" className="text-sm font-medium">
        {SHARE_TEXT.viewsHeading}
      </h3>
      <dl className="grid grid-cols-3 gap-2" data-testid="share-views">
        {items.map(([label, count]) => (
          <div key={label} className="rounded-lg border bg-muted/40 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{count.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
