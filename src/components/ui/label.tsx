"use client";

import { Label as Primitive } from "radix-ui";
import { cn } from "@/lib/cn";

export function Label({ className, ...props }: React.ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        "text-sm leading-none font-medium select-none peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
