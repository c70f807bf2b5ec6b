"use client";

import Link from "next/link";
import { Coins, FolderKanban, LogOut, Settings, User } from "lucide-react";
import { AdminMenuItem } from "@/components/admin/admin-menu-item";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { useCreditBalance } from "@/components/credits/use-credit-balance";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { displayName, nameInitials, type NameSources } from "@/lib/auth/display-name";
import { PAYMENTS_SETTINGS_PATH } from "@/lib/credits/checkout-outcome";
import { formatCredits } from "@/lib/credits/credit-packs";

/** The available credits, linking to where they are bought; a placeholder until they load. */
function CreditsItem() {
  const balance = useCreditBalance();
  return (
    <DropdownMenuItem asChild>
      <Link href={PAYMENTS_SETTINGS_PATH} data-testid="user-menu-credits">
        <Coins aria-hidden />
        {balance.data ? (
          formatCredits(balance.data.available)
        ) : (
          <>
            <span className="h-4 w-20 animate-pulse rounded bg-muted" aria-hidden />
            <span className="sr-only">Credits</span>
          </>
        )}
      </Link>
    </DropdownMenuItem>
  );
}

/**
 * The signed-in user's menu: who is signed in, their credits, profile, settings, all projects,
 * sign out.
 */
export function UserMenu() {
  const { user, profile, status, signOut } = useAuthSession();
  // Asked for once the header is on screen, so the menu opens with the balance already there.
  useCreditBalance();
  if (status === "loading")
    return <span className="size-9 animate-pulse rounded-full bg-muted" aria-hidden />;
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link href="/auth/login">Sign in</Link>
      </Button>
    );
  }
  const sources: NameSources = {
    fullName: profile?.full_name,
    accountName: user.name,
    username: profile?.username,
    email: user.email,
  };
  const name = displayName(sources);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label="Open user menu"
          data-testid="user-menu"
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
            {nameInitials(sources)}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground">
            {profile?.username ? `@${profile.username}` : user.email}
          </p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <CreditsItem />
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/all-projects">
            <FolderKanban aria-hidden /> All projects
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings/profile">
            <User aria-hidden /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden /> Settings
          </Link>
        </DropdownMenuItem>
        <AdminMenuItem />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
