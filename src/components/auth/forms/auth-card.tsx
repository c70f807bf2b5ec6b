"use client";

import { useEffect, useRef } from "react";
import Link from "next/link";
import { MailCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { ACCOUNT_ERRORS, AUTH_TEXT } from "@/lib/errors/accounts";

export interface AuthCardProps {
  title: string;
  description?: React.ReactNode;
  /** An icon shown in a soft circle above the title (outcome states: inbox, success…). */
  icon?: React.ReactNode;
  /** Move focus to the title when the card appears, so screen readers announce the new state. */
  focusTitle?: boolean;
  footer?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}

/** The card every authentication page is built from: one h1, an optional lead, the form. */
export function AuthCard({
  title,
  description,
  icon,
  focusTitle = false,
  footer,
  className,
  children,
}: AuthCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <Card className={cn("shadow-md", className)}>
      <CardHeader className="items-center gap-2 text-center">
        {icon ? (
          <div
            className="mb-1 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-6"
            aria-hidden
          >
            {icon}
          </div>
        ) : null}
        <h1
          ref={titleRef}
          tabIndex={focusTitle ? -1 : undefined}
          className="text-2xl font-semibold tracking-tight outline-none"
        >
          {title}
        </h1>
        {description ? (
          <CardDescription className="text-pretty break-words">{description}</CardDescription>
        ) : null}
      </CardHeader>
      {children ? <CardContent className="grid gap-5">{children}</CardContent> : null}
      {footer ? (
        <CardFooter className="justify-center border-t px-6 pt-5 pb-5 text-center text-sm text-muted-foreground">
          {footer}
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** The outcome card after a mail went out: "Check your inbox", announced (the title takes focus). */
export function CheckInboxCard({
  description = ACCOUNT_ERRORS.checkYourInbox,
  footer,
  children,
}: Pick<AuthCardProps, "description" | "footer" | "children">) {
  return (
    <AuthCard
      title={AUTH_TEXT.checkInboxTitle}
      description={description}
      icon={<MailCheck />}
      focusTitle
      footer={footer}
    >
      {children}
    </AuthCard>
  );
}

/** An auth card's footer line: a question, then the link that answers it ("Back to sign in"). */
export function AuthFooterLink({
  prompt,
  href,
  children,
}: {
  prompt: string;
  href: string;
  children: React.ReactNode;
}) {
  return (
    <p>
      {prompt}{" "}
      <Link href={href} className={authLinkClass()}>
        {children}
      </Link>
    </p>
  );
}

/** An inline text link in the auth pages' style (footers, "Forgot password?"). */
export function authLinkClass(className?: string) {
  return cn(
    "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
    className,
  );
}
