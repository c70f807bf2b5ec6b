"use client";

/** A panel sliding over the page from one side (phones): a modal dialog with focus kept inside. */
import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import { cn } from "@/lib/cn";

export function SideSheet({
  open,
  onOpenChange,
  side,
  title,
  closeLabel,
  children,
  className,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  side: "left" | "right";
  title: string;
  closeLabel: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Primitive.Content
          aria-describedby={undefined}
          className={cn(
            "fixed inset-y-0 z-50 flex w-[min(100vw,24rem)] flex-col border bg-background shadow-lg",
            side === "left" ? "left-0" : "right-0",
            className,
          )}
        >
          <div className="flex items-center justify-between border-b px-3 py-2">
            <Primitive.Title className="text-sm font-semibold">{title}</Primitive.Title>
            <Primitive.Close className="rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
              <X className="size-4" aria-hidden />
              <span className="sr-only">{closeLabel}</span>
            </Primitive.Close>
          </div>
          <div className="min-h-0 flex-1">{children}</div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
