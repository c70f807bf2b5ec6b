/**
 * Search and link-preview metadata of the public pages (issue 14, point 8): title, description,
 * canonical address, Open Graph and Twitter cards. Unlisted pages and missing pages say noindex.
 */
import type { Metadata } from "next";
import { ERROR_SCREEN_TEXT } from "@/lib/errors/common";
import type { PublicPlanView, PublicProfileView } from "@/lib/publishing/public-view";

const NOINDEX = { index: false, follow: false } as const;
/** Open Graph image size (the size link previews expect). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function notFoundMetadata(): Metadata {
  return { title: ERROR_SCREEN_TEXT.notFoundTitle, robots: NOINDEX };
}

export function planMetadata(input: {
  plan: PublicPlanView;
  origin: string;
  /** The address the page is known by (canonical for public plans, the link for unlisted). */
  path: string;
  imagePath: string;
  unlisted: boolean;
}): Metadata {
  const { plan, origin, path, imagePath, unlisted } = input;
  const description = plan.rendered.description || undefined;
  const image = { url: imagePath, ...OG_IMAGE_SIZE, alt: plan.title };
  return {
    metadataBase: new URL(origin),
    title: plan.title,
    description,
    // An unlisted link is not a page of the public site: no canonical for search engines.
    alternates: unlisted ? undefined : { canonical: path },
    robots: unlisted ? NOINDEX : { index: true, follow: true },
    authors: [{ name: plan.author.displayName, url: plan.author.profilePath ?? undefined }],
    openGraph: {
      type: "article",
      url: path,
      title: plan.title,
      description,
      siteName: "Plansmith",
      publishedTime: plan.firstPublishedAt,
      modifiedTime: plan.publishedAt,
      authors: [plan.author.displayName],
      images: [image],
    },
    twitter: { card: "summary_large_image", title: plan.title, description, images: [image] },
  };
}

export function profileMetadata(input: {
  profile: PublicProfileView;
  origin: string;
  path: string;
}): Metadata {
  const { profile, origin, path } = input;
  const title = `${profile.author.displayName} (@${profile.author.username})`;
  const description = profile.author.bio.replace(/\s+/g, " ").trim().slice(0, 160) || undefined;
  return {
    metadataBase: new URL(origin),
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "profile", url: path, title, description, siteName: "Plansmith" },
    twitter: { card: "summary", title, description },
  };
}
