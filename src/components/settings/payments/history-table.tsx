import { cn } from "@/lib/cn";

/**
 * A history table that drops its less important columns on phones and otherwise scrolls sideways
 * inside its card, rather than widening the page. The caption names it for screen readers.
 */
export function HistoryTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly { label: string; align?: "end"; wideOnly?: boolean }[];
  children: React.ReactNode;
}) {
  return (
    <div className="-mx-6 overflow-x-auto px-6">
      <table className="w-full min-w-[20rem] text-sm sm:min-w-[36rem]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            {headers.map((header) => (
              <th
                key={header.label}
                scope="col"
                className={cn(
                  "py-2 pr-3 font-medium last:pr-0",
                  header.align === "end" && "text-right",
                  header.wideOnly && wideOnlyClass,
                )}
              >
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = "py-2.5 pr-3 align-top last:pr-0";
/** A column left out on phones; its facts are repeated under another cell there. */
export const wideOnlyClass = "hidden sm:table-cell";
/** The repeat of a wide-only column's fact, under another cell, on phones only. */
export const narrowOnlyClass = "block text-xs text-muted-foreground sm:hidden";
