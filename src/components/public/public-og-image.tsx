/**
 * The Open Graph picture of a shared plan (link previews): title, author and brand on the
 * owner's accent colour. Drawn by next/og (satori), which only understands inline styles.
 */
import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import { ACCENT_COLOR_PATTERN, DEFAULT_ACCENT_COLOR } from "@/lib/plans/customization-rules";
import { ogSafeText } from "@/lib/publishing/og-text";
import type { PublicPlanView } from "@/lib/publishing/public-view";

const TITLE_MAX_LENGTH = 120;

/** Owner's text for the picture: only characters the bundled font draws (og-text.ts), clipped. */
function clipped(text: string, length: number, fallback = ""): string {
  const safe = ogSafeText(text, fallback);
  return safe.length > length ? `${safe.slice(0, length - 1)}…` : safe;
}

export function PublicOgImage({ plan }: { plan: PublicPlanView }) {
  const accent =
    plan.branding.accentColor && ACCENT_COLOR_PATTERN.test(plan.branding.accentColor)
      ? plan.branding.accentColor
      : DEFAULT_ACCENT_COLOR;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        background: "#ffffff",
        borderTop: `24px solid ${accent}`,
        padding: "56px 72px",
        fontFamily: "Geist",
        color: "#14151c",
      }}
    >
      <div style={{ display: "flex", fontSize: 28, color: "#5b5f6e", letterSpacing: 1 }}>
        {plan.branding.brandName ? clipped(plan.branding.brandName, 60) : "Project plan"}
      </div>
      <div style={{ display: "flex", fontSize: 64, fontWeight: 700, lineHeight: 1.15 }}>
        {clipped(plan.title, TITLE_MAX_LENGTH, PUBLIC_PAGE_TEXT.ogUntitled)}
      </div>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "center",
          fontSize: 30,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div
            style={{
              display: "flex",
              width: 64,
              height: 64,
              borderRadius: 32,
              background: accent,
              color: "#ffffff",
              alignItems: "center",
              justifyContent: "center",
              fontSize: 28,
              fontWeight: 700,
            }}
          >
            {ogSafeText(plan.author.initials, "·")}
          </div>
          <div style={{ display: "flex" }}>
            {clipped(plan.author.displayName, 50, PUBLIC_PAGE_TEXT.anonymousAuthor)}
          </div>
        </div>
        <div style={{ display: "flex", color: accent, fontWeight: 700 }}>Plansmith</div>
      </div>
    </div>
  );
}
