"use client";

import { Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SHARE_TEXT } from "@/lib/errors/publishing";
import { ShareDialog } from "./share-dialog";

/** The plan header's Share button and the dialog it opens. */
export function ShareButton({ planId }: { planId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <ShareDialog planId={planId} open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" aria-label={SHARE_TEXT.button}>
        <Share2 aria-hidden />
        <span className="hidden sm:inline">{SHARE_TEXT.button}</span>
      </Button>
    </ShareDialog>
  );
}
