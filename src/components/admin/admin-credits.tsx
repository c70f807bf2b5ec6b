"use client";

import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { adminFindUserInput } from "@/lib/admin/admin-rules";
import { ADMIN_TEXT } from "@/lib/errors/admin";
import { useTRPC } from "@/trpc/react";
import { PendingButton } from "@/components/settings/pending-button";
import { readApiError } from "@/components/settings/api-error";
import { AdminUserCredits } from "./admin-user-credits";

/**
 * /admin/credits: find an account by e-mail (matched the way sign-in matches it) or id, then see
 * its balance and ledger and add or take back credits.
 */
export function AdminCredits() {
  const trpc = useTRPC();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState<string | null>(null);
  const found = useQuery({
    ...trpc.admin.findUser.queryOptions({ query: query ?? "" }),
    enabled: query !== null,
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = adminFindUserInput.safeParse({ query: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_TEXT.searchRequired);
      return;
    }
    setError(null);
    setQuery(parsed.data.query);
    if (parsed.data.query === query) void found.refetch();
  }

  const user = found.data ?? null;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Find an account</CardTitle>
          <CardDescription>
            By e-mail address (written any way the user signs in with it) or by account id.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            role="search"
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <FormField
              className="flex-1"
              label="E-mail or account id"
              name="query"
              type="search"
              autoComplete="off"
              spellCheck={false}
              value={text}
              errors={error ? [error] : null}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
            <PendingButton type="submit" pending={found.isFetching} className="sm:mt-6">
              <Search aria-hidden /> Find
            </PendingButton>
          </form>
        </CardContent>
      </Card>
      {found.isError ? (
        <Alert tone="error">{readApiError(found.error).message ?? ADMIN_TEXT.loadFailed}</Alert>
      ) : null}
      {query !== null && found.isSuccess && !user ? (
        <Alert tone="info">{ADMIN_TEXT.userNotFound}</Alert>
      ) : null}
      {user ? <AdminUserCredits key={user.id} user={user} /> : null}
    </>
  );
}
