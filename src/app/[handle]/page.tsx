import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { notFoundMetadata, profileMetadata } from "@/components/public/public-metadata";
import { PublicProfile } from "@/components/public/public-profile";
import { publicProfilePath, usernameFromHandle } from "@/lib/publishing/public-paths";
import { requestOrigin } from "@/server/api/request-origin";
import { publicProfileByUsername } from "@/server/services/publishing/public-pages";

type ProfilePageProps = { params: Promise<{ handle: string }> };

/** One lookup per request, shared by the metadata and the page. */
const loadProfile = cache(async (handle: string) => {
  const username = usernameFromHandle(handle);
  return username ? publicProfileByUsername(username) : null;
});

export async function generateMetadata({ params }: ProfilePageProps): Promise<Metadata> {
  const profile = await loadProfile((await params).handle);
  if (!profile) return notFoundMetadata();
  return profileMetadata({
    profile,
    origin: requestOrigin(await headers()),
    path: publicProfilePath(profile.author.username),
  });
}

/** /{username} and /@{username}: a public profile (404 for unknown and reserved names). */
export default async function PublicProfilePage({ params }: ProfilePageProps) {
  const profile = await loadProfile((await params).handle);
  if (!profile) notFound();
  return <PublicProfile profile={profile} />;
}
