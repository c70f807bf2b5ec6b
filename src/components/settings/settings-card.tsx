import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** One section of a settings page: a titled card with a line about it, then its content. */
export function SettingsCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A settings card's form: the fields' column, with the form's own error (if any) on top. */
export function SettingsForm({
  error,
  children,
  ...props
}: Omit<React.ComponentProps<"form">, "className" | "noValidate"> & { error: string | null }) {
  return (
    <form className="grid max-w-md gap-5" noValidate {...props}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
    </form>
  );
}
