import { LoaderCircle } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";

/** A button that shows a spinner and is disabled while its action runs. */
export function PendingButton({
  pending,
  disabled,
  children,
  ...props
}: ButtonProps & { pending: boolean }) {
  return (
    <Button disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {children}
    </Button>
  );
}
