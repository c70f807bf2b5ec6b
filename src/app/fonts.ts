import localFont from "next/font/local";

// Served from the npm package at build time: next/font/google would fetch from the network.
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});
