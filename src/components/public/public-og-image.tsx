/**
 * The Open Graph picture of a shared plan (link previews): title, author and brand on the
 * owner's accent colour. Drawn by next/og (satori), which only understands inline styles.
 */
import { ACCENT_COLOR_PATTERN, DEFAULT_ACCENT_COLOR } from "@/lib/plans/customization-rules";
import type { PublicPlanView } from "@/lib/publishing/public-view";

const TITLE_MAX_LENGTH = 120;

function clipped(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
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
        {clipped(plan.title, TITLE_MAX_LENGTH)}
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
            {plan.author.initials}
          </div>
          <div style={{ display: "flex" }}>{clipped(plan.author.displayName, 50)}</div>
        </div>
        <div style={{ display: "flex", color: accent, fontWeight: 700 }}>Plansmith</div>
      </div>
    </div>
  );
}
