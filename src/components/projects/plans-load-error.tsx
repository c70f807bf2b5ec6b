import { LoadError, type LoadErrorProps } from "@/components/ui/load-error";
import { PLAN_LIST_ERRORS } from "@/lib/errors/plans";

/** The plans could not be loaded: the catalogue's text and a way to try again. */
export function PlansLoadError(props: Omit<LoadErrorProps, "message">) {
  return <LoadError message={PLAN_LIST_ERRORS.listLoadFailed} {...props} />;
}
