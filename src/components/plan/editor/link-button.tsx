"use client";

import type { Editor } from "@tiptap/react";
import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { toolbarButtonClass } from "./toolbar-button";

/** Adds "https://" to addresses typed without a scheme; leaves mailto:, # and / links alone. */
export function normalizeLinkHref(raw: string): string {
  const href = raw.trim();
  if (!href) return "";
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/") || href.startsWith("#")) {
    return href;
  }
  return `https://${href}`;
}

/**
 * Sets the link of the selection (or of the link the cursor is in) to the typed address, or
 * removes it when the address is empty. The toolbar's form and the selection bubble share it.
 */
export function applyLinkHref(editor: Editor, rawHref: string) {
  const url = normalizeLinkHref(rawHref);
  const chain = editor.chain().focus().extendMarkRange("link");
  if (url) chain.setLink({ href: url }).run();
  else chain.unsetLink().run();
}

/** The toolbar's link control: a small form to set, change or remove the selection's link. */
export function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState("");
  const inputId = useId();

  function onOpenChange(next: boolean) {
    if (next) setHref((editor.getAttributes("link").href as string | undefined) ?? "");
    setOpen(next);
  }

  function apply(event: React.FormEvent) {
    event.preventDefault();
    applyLinkHref(editor, href);
    setOpen(false);
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    setOpen(false);
  }

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        aria-label="Link"
        title="Link"
        aria-pressed={active}
        onMouseDown={(event) => event.preventDefault()}
        className={toolbarButtonClass(active)}
      >
        <Link2 aria-hidden />
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80">
        <form onSubmit={apply} className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>Link address</Label>
            <Input
              id={inputId}
              value={href}
              onChange={(event) => setHref(event.target.value)}
              placeholder="https://example.com"
              autoComplete="url"
              inputMode="url"
            />
          </div>
          <div className="flex justify-end gap-2">
            {active ? (
              <Button type="button" variant="ghost" size="sm" onClick={remove}>
                Remove link
              </Button>
            ) : null}
            <Button type="submit" size="sm">
              {active ? "Update link" : "Add link"}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
