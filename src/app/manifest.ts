import type { MetadataRoute } from "next";
import { DEFAULT_POST_LOGIN_PATH } from "@/lib/routes/route-access";

/**
 * The web app manifest (/manifest.webmanifest, linked from every page by Next.js): the name and
 * icons a browser uses when the app is installed or pinned. The PNGs in public/icons are drawn
 * from src/app/icon.svg; the maskable one keeps the mark inside the safe zone.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Plansmith",
    short_name: "Plansmith",
    description: "AI-assisted project plans",
    start_url: DEFAULT_POST_LOGIN_PATH,
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#3e4ccf",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any", purpose: "any" },
      { src: "/icons/icon-192.png", type: "image/png", sizes: "192x192", purpose: "any" },
      { src: "/icons/icon-512.png", type: "image/png", sizes: "512x512", purpose: "any" },
      {
        src: "/icons/icon-maskable-512.png",
        type: "image/png",
        sizes: "512x512",
        purpose: "maskable",
      },
    ],
  };
}
