import { Loader2 } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export interface SubmitButtonProps extends ButtonProps {
  /** The request is on its way: the button is disabled and shows a spinner. */
  pending: boolean;
  /** What the button says while pending ("Signing in…"); defaults to its normal label. */
  pendingText?: string;
}

/** A form's submit button: full width, disabled with a spinner while its request runs. */
export function SubmitButton({
  pending,
  pendingText,
  children,
  className,
  disabled,
  type = "submit",
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type={type}
      size="lg"
      {...props}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={cn("w-full", className)}
    >
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {pending && pendingText ? pendingText : children}
    </Button>
  );
}

/** A centred spinner with a label that screen readers hear (page and session loading). */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col items-center justify-center gap-3 py-8 text-sm text-muted-foreground",
        className,
      )}
    >
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
