"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { destinationAfterSignIn } from "@/lib/auth/auth-redirects";
import { DEFAULT_POST_LOGIN_PATH } from "@/lib/routes/route-access";

/** Once `signedIn` holds (on arrival, or just now): on to the return path or the dashboard. */
export function useContinueAfterSignIn(signedIn: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (!signedIn) return;
    const { pathname, search } = window.location;
    router.replace(destinationAfterSignIn(pathname, search) ?? DEFAULT_POST_LOGIN_PATH);
  }, [signedIn, router]);
}
