import { cn } from "@/lib/cn";

/** The look of a toolbar control, highlighted while its format is on. */
export function toolbarButtonClass(pressed?: boolean) {
  return cn(
    "inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none",
    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
    "disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4",
    pressed && "bg-accent text-accent-foreground",
  );
}

/**
 * One toolbar button: an icon with an accessible name, `aria-pressed` for formats that are on or
 * off at the cursor. It keeps the editor's selection (mouse down does not move the focus).
 */
export function ToolbarButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  /** On/off state of a format; leave undefined for plain actions (undo, insert table). */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={toolbarButtonClass(pressed)}
    >
      {children}
    </button>
  );
}

export function ToolbarDivider() {
  return <span aria-hidden className="mx-1 h-5 w-px shrink-0 bg-border" />;
}
