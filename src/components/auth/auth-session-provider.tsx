"use client";

/**
 * The client session rules (spec section 4), in one provider:
 * - the session is fetched from the server and mirrored into shared state (user, profile);
 * - a user appearing (sign-in here or in another tab) goes to the return path or /dashboard,
 *   except on excluded and public-profile pages; a user disappearing clears the profile and
 *   goes to the login page unless the page is public;
 * - when the tab regains focus on a non-public page, the session is validated (cached 10 s,
 *   shared requests) and, if gone, everything is cleared and the browser goes to login;
 * - signing in or out in one tab tells the others.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { destinationAfterSignIn, destinationAfterSignOut } from "@/lib/auth/auth-redirects";
import { createSessionValidator, sessionAnswerVerdict } from "@/lib/auth/session-validation";
import { fetchWithRetry } from "@/lib/http/fetch-with-retry";
import { offlineRetryDelayMs } from "@/lib/plans/editor-autosave";
import { isPublicRoute } from "@/lib/routes/route-access";
import { useTRPC } from "@/trpc/react";
import { SignedInProvider } from "./signed-in-state";

const AUTH_CHANNEL = "plansmith:auth";

type SessionData = NonNullable<ReturnType<typeof useSessionQuery>["data"]>;
type Profile = NonNullable<ReturnType<typeof useProfileQuery>["data"]>;

export interface AuthSession {
  status: "loading" | "signed-in" | "signed-out";
  user: SessionData["user"] | null;
  profile: Profile | null;
  /** Call after a successful sign-in: loads the session and tells other tabs. */
  signedIn(): Promise<void>;
  /**
   * Signs out here and in the other tabs. The browser goes to `redirectTo` when given (after an
   * account deletion, home), else by the sign-out rule (login, unless the page is public).
   */
  signOut(options?: { redirectTo?: string }): Promise<void>;
  /** Re-reads the session (after a profile or password change, say). */
  refresh(): Promise<void>;
}

const AuthSessionContext = createContext<AuthSession | null>(null);

/** HTTP status of a failed tRPC call; null when no answer came (network error). */
function failedStatus(error: unknown): number | null {
  return (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus ?? null;
}

function useSessionQuery() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.auth.session.queryOptions(),
    staleTime: Infinity,
    // An outage (no answer, 5xx) is not a sign-out: keep what is known and keep asking, backing
    // off, until the server answers (the retry link's 3 tries come first).
    retry: (_count, error) => {
      const status = failedStatus(error);
      return status === null || status >= 500;
    },
    retryDelay: (count) => offlineRetryDelayMs(count + 1),
  });
}

function useProfileQuery(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.profile.get.queryOptions(), enabled, staleTime: 60_000 });
}

/** true/false from the server; null when it cannot tell (5xx: an outage is not a sign-out). */
async function sessionStillValid(): Promise<boolean | null> {
  const response = await fetchWithRetry("/api/auth/session", { cache: "no-store" });
  const body: unknown = response.ok ? await response.json() : null;
  return sessionAnswerVerdict(response.status, body);
}

export function AuthSessionProvider({ children }: { children: React.ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const session = useSessionQuery();
  const user = session.data?.user ?? null;
  const profile = useProfileQuery(!!user);
  const validator = useMemo(() => createSessionValidator(sessionStillValid), []);
  const signOutMutation = useMutation(trpc.auth.signOut.mutationOptions());
  const channel = useRef<BroadcastChannel | null>(null);

  const sessionKey = trpc.auth.session.queryKey();
  const profileKey = trpc.profile.get.queryKey();

  const refresh = useCallback(async () => {
    validator.reset();
    await queryClient.invalidateQueries({ queryKey: sessionKey });
  }, [queryClient, sessionKey, validator]);

  const clearUser = useCallback(() => {
    validator.reset();
    queryClient.setQueryData(sessionKey, null);
    queryClient.removeQueries({ queryKey: profileKey });
  }, [queryClient, sessionKey, profileKey, validator]);

  // Transitions of the user: none → someone, someone → none.
  const previousUserId = useRef<string | null | undefined>(undefined);
  const signOutDestination = useRef<string | null>(null);
  useEffect(() => {
    if (session.isPending) return;
    const before = previousUserId.current;
    const now = user?.id ?? null;
    previousUserId.current = now;
    if (before === undefined || before === now) return; // first load, or no change
    const { pathname: path, search } = window.location;
    if (before === null && now) {
      const destination = destinationAfterSignIn(path, search);
      if (destination) router.replace(destination);
    } else if (before && !now) {
      queryClient.removeQueries({ queryKey: profileKey });
      const destination = signOutDestination.current ?? destinationAfterSignOut(path, search);
      signOutDestination.current = null;
      if (destination) router.replace(destination);
    }
  }, [session.isPending, user?.id, router, queryClient, profileKey]);

  // Other tabs say when they sign in or out.
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const bc = new BroadcastChannel(AUTH_CHANNEL);
    channel.current = bc;
    bc.onmessage = () => void refresh();
    return () => {
      bc.close();
      channel.current = null;
    };
  }, [refresh]);

  // Back to the tab on a non-public page with a user: is the session still there?
  useEffect(() => {
    if (!user) return;
    const onFocus = async () => {
      if (isPublicRoute(window.location.pathname)) return;
      if (await validator.validate()) return;
      clearUser();
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void onFocus();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [user, validator, clearUser]);

  const value = useMemo<AuthSession>(
    () => ({
      status: session.isPending ? "loading" : user ? "signed-in" : "signed-out",
      user,
      profile: profile.data ?? null,
      async signedIn() {
        await refresh();
        channel.current?.postMessage("signed-in");
      },
      async signOut(options) {
        signOutDestination.current = options?.redirectTo ?? null;
        await signOutMutation.mutateAsync().catch(() => undefined);
        clearUser();
        channel.current?.postMessage("signed-out");
      },
      refresh,
    }),
    [session.isPending, user, profile.data, refresh, clearUser, signOutMutation],
  );

  return (
    <AuthSessionContext.Provider value={value}>
      <SignedInProvider value={!!user}>{children}</SignedInProvider>
    </AuthSessionContext.Provider>
  );
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error("useAuthSession must be used inside <AuthSessionProvider>");
  return session;
}
