"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { env } from "@/env";
import {
  fetchLiveVersion,
  reloadWithGuard,
  watchForNewBuild,
} from "@/lib/build-version/update-check";

export const UPDATE_TOAST_ID = "new-build-available";

/** Shows a toast with a Reload button when a newer build of the app is live. */
export function BuildUpdateNotifier() {
  useEffect(() => {
    if (env.NEXT_PUBLIC_BUILD_ID === "development") return; // dev servers rebuild on their own
    return watchForNewBuild({
      currentVersion: env.NEXT_PUBLIC_BUILD_ID,
      fetchLiveVersion: () => fetchLiveVersion(),
      windowTarget: window,
      documentTarget: document,
      onUpdateAvailable: () => {
        toast.info("A new version of Plansmith is available.", {
          id: UPDATE_TOAST_ID,
          description: "Reload to get the latest features and fixes.",
          duration: Infinity,
          action: {
            label: "Reload",
            onClick: () => {
              if (!reloadWithGuard(window.sessionStorage, () => window.location.reload())) {
                toast.warning("The page was reloaded moments ago. Try again in a few seconds.");
              }
            },
          },
        });
      },
    });
  }, []);
  return null;
}
