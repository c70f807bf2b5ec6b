"use client";

import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/auth/forms/submit-button";
import { describeFailure } from "@/components/auth/forms/form-errors";
import { useTRPC } from "@/trpc/react";

type Provider = "github" | "google";

const PROVIDERS: Record<Provider, { label: string; icon: React.ReactNode }> = {
  github: { label: "Continue with GitHub", icon: <GitHubMark /> },
  google: { label: "Continue with Google", icon: <GoogleMark /> },
};

/**
 * One button per configured OAuth provider, then a divider; nothing at all when none is
 * configured. A click asks the server for the provider's URL and the browser goes there.
 */
export function OAuthButtons({ returnTo }: { returnTo?: string }) {
  const trpc = useTRPC();
  const providers = useQuery(trpc.auth.providers.queryOptions());
  const oauthUrl = useMutation(trpc.auth.oauthUrl.mutationOptions());
  const [pending, setPending] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const configured = providers.data ?? [];
  if (configured.length === 0) return null;

  async function start(provider: Provider) {
    setError(null);
    setPending(provider);
    try {
      const { url } = await oauthUrl.mutateAsync({ provider, returnTo });
      window.location.assign(url);
    } catch (failure) {
      setError(describeFailure(failure).message);
      setPending(null);
    }
  }

  return (
    <div className="grid gap-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="grid gap-2">
        {configured.map((provider) => (
          <SubmitButton
            key={provider}
            type="button"
            variant="outline"
            pending={pending === provider}
            disabled={pending !== null}
            onClick={() => void start(provider)}
          >
            {PROVIDERS[provider].icon}
            {PROVIDERS[provider].label}
          </SubmitButton>
        ))}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        <span>or continue with email</span>
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}

function GitHubMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden fill="currentColor">
      <path d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.11.79-.25.79-.56v-2c-3.2.7-3.88-1.36-3.88-1.36-.52-1.33-1.28-1.69-1.28-1.69-1.04-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.76 2.7 1.25 3.36.96.1-.75.4-1.25.73-1.54-2.56-.29-5.25-1.28-5.25-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.7 5.39-5.27 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.68.8.56A11.5 11.5 0 0 0 12 .5Z" />
    </svg>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
      <path
        fill="#4285F4"
        d="M23.52 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.58-5.17 3.58-8.81Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.91l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.28v3.11A12 12 0 0 0 12 24Z"
      />
      <path
        fill="#FBBC05"
        d="M5.29 14.28a7.2 7.2 0 0 1 0-4.56V6.61H1.28a12 12 0 0 0 0 10.78l4.01-3.11Z"
      />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.44-3.44A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.28 6.61l4.01 3.11C6.23 6.88 8.88 4.77 12 4.77Z"
      />
    </svg>
  );
}
