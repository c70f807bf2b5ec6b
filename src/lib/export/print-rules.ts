/** The print view's paper: A4 with room in the margins for the brand, title and page numbers. */
export const PRINT_PAGE_MARGIN = "20mm 16mm 22mm 16mm";
/** The query parameter that makes the print view open the print dialog once it is ready. */
export const AUTO_PRINT_PARAM = "print";

/** The print view of a plan; `autoPrint` opens the print dialog once diagrams are drawn. */
export function printViewPath(planId: string, autoPrint = false): string {
  return `/plan/${encodeURIComponent(planId)}/print${autoPrint ? `?${AUTO_PRINT_PARAM}=1` : ""}`;
}
