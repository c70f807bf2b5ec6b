import Link from "next/link";
import { cn } from "@/lib/cn";

export const PRODUCT_NAME = "Plansmith";

/** The product's mark (also on the public pages' own header). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 22V10h7a4 4 0 0 1 0 8h-7M17 22h6"
        className="stroke-primary-foreground"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, href = "/" }: { className?: string; href?: string }) {
  return (
    <Link
      href={href}
      className={cn("flex items-center gap-2 font-semibold tracking-tight", className)}
      aria-label={`${PRODUCT_NAME} home`}
    >
      <LogoMark className="size-7" />
      <span className="text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
