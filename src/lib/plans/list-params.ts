/**
 * The all-projects list's state as it lives in the URL (search, filters, sort, page, page size,
 * trash view), so that links, reloads and back/forward all show the same list. Parsing forgives
 * anything a person could type into the address bar: an unknown or malformed value falls back to
 * its default. Serialising leaves defaults out, so the plain list is just `/all-projects`.
 */
import {
  PLAN_SOURCES,
  PLAN_STATUSES,
  PLAN_VISIBILITIES,
  type PlanSource,
  type PlanStatus,
  type PlanVisibility,
} from "./plan-rules";
import {
  DEFAULT_PAGE_SIZE,
  defaultSortOrder,
  PLAN_LIST_SORTS,
  PLAN_LIST_VIEWS,
  PLAN_PAGE_SIZES,
  SEARCH_QUERY_MAX_LENGTH,
  SORT_ORDERS,
  type ListPlansInput,
  type PlanListSort,
  type PlanListView,
  type PlanPageSize,
  type SortOrder,
} from "./plan-schemas";

export interface PlanListParams {
  q: string;
  status: PlanStatus | null;
  visibility: PlanVisibility | null;
  source: PlanSource | null;
  /** null: the server's choice — best match while searching, else last updated. */
  sort: PlanListSort | null;
  order: SortOrder;
  page: number;
  size: PlanPageSize;
  view: PlanListView;
}

/** The order a sort gets when none is asked for; without a sort, the last-updated order. */
function orderWithout(sort: PlanListSort | null): SortOrder {
  return defaultSortOrder(sort ?? "updated");
}

/**
 * The sort the list is really in: the chosen one, else best match while searching, else last
 * updated (the API's rule for an omitted sort).
 */
export function effectivePlanListSort(params: PlanListParams): PlanListSort | "relevance" {
  return params.sort ?? (params.q.trim() ? "relevance" : "updated");
}

export const DEFAULT_PLAN_LIST_PARAMS: PlanListParams = {
  q: "",
  status: null,
  visibility: null,
  source: null,
  sort: null,
  order: defaultSortOrder("updated"),
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  view: "active",
};

/** What `useSearchParams()`, `URLSearchParams` or a page's `searchParams` prop hand over. */
export type SearchParamsSource =
  | URLSearchParams
  | { get(name: string): string | null }
  | Record<string, string | string[] | undefined>;

function reader(source: SearchParamsSource): (name: string) => string | null {
  if (typeof (source as URLSearchParams).get === "function") {
    return (name) => (source as { get(name: string): string | null }).get(name);
  }
  const record = source as Record<string, string | string[] | undefined>;
  return (name) => {
    const value = record[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
}

function oneOf<T extends string | number>(
  allowed: readonly T[],
  raw: string | null,
  fallback: T,
): T {
  if (raw === null) return fallback;
  return allowed.find((value) => String(value) === raw.trim()) ?? fallback;
}

function positiveInteger(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/** The list state a URL describes; anything missing or invalid is its default. */
export function parsePlanListParams(source: SearchParamsSource): PlanListParams {
  const get = reader(source);
  const sort = oneOf<PlanListSort | "">(PLAN_LIST_SORTS, get("sort"), "") || null;
  return {
    q: (get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    status: oneOf<PlanStatus | "">(PLAN_STATUSES, get("status"), "") || null,
    visibility: oneOf<PlanVisibility | "">(PLAN_VISIBILITIES, get("visibility"), "") || null,
    source: oneOf<PlanSource | "">(PLAN_SOURCES, get("source"), "") || null,
    sort,
    order: oneOf(SORT_ORDERS, get("order"), orderWithout(sort)),
    page: positiveInteger(get("page")),
    size: oneOf(PLAN_PAGE_SIZES, get("size"), DEFAULT_PLAN_LIST_PARAMS.size),
    view: oneOf(PLAN_LIST_VIEWS, get("view"), DEFAULT_PLAN_LIST_PARAMS.view),
  };
}

/** The query string for `params` (no leading `?`), defaults left out, in a stable order. */
export function serializePlanListParams(params: PlanListParams): string {
  const query = new URLSearchParams();
  if (params.view !== DEFAULT_PLAN_LIST_PARAMS.view) query.set("view", params.view);
  const q = params.q.trim();
  if (q) query.set("q", q);
  if (params.status) query.set("status", params.status);
  if (params.visibility) query.set("visibility", params.visibility);
  if (params.source) query.set("source", params.source);
  if (params.sort) query.set("sort", params.sort);
  if (params.order !== orderWithout(params.sort)) query.set("order", params.order);
  if (params.size !== DEFAULT_PLAN_LIST_PARAMS.size) query.set("size", String(params.size));
  if (params.page > 1) query.set("page", String(params.page));
  return query.toString();
}

/** `/all-projects` with `params` in its query string. */
export function planListHref(params: Partial<PlanListParams> = {}): string {
  const query = serializePlanListParams({ ...DEFAULT_PLAN_LIST_PARAMS, ...params });
  return query ? `/all-projects?${query}` : "/all-projects";
}

/** The keys whose change shows a different set of plans, so the page goes back to 1. */
const RESETS_PAGE: readonly (keyof PlanListParams)[] = [
  "q",
  "status",
  "visibility",
  "source",
  "sort",
  "order",
  "size",
  "view",
];

/**
 * `params` with `change` applied. A change of what is listed (search, filters, sort, page size,
 * view) starts again at page 1, and a change of sort without an order takes that sort's default.
 */
export function updatePlanListParams(
  params: PlanListParams,
  change: Partial<PlanListParams>,
): PlanListParams {
  const next = { ...params, ...change };
  if (change.sort !== undefined && change.order === undefined) {
    next.order = orderWithout(next.sort);
  }
  const listChanged = RESETS_PAGE.some((key) => key in change && change[key] !== params[key]);
  if (listChanged && change.page === undefined) next.page = 1;
  return next;
}

/** Whether a search or a filter narrows the list (so "no results" rather than "no plans"). */
export function hasPlanListFilters(params: PlanListParams): boolean {
  return (
    params.q.trim() !== "" ||
    params.status !== null ||
    params.visibility !== null ||
    params.source !== null
  );
}

/** `params` without search and filters; sort, page size and view stay. */
export function clearPlanListFilters(params: PlanListParams): PlanListParams {
  return updatePlanListParams(params, { q: "", status: null, visibility: null, source: null });
}

/** The input of `plan.list` for `params` (the API's names; empty values left out). */
export function planListInput(params: PlanListParams): ListPlansInput {
  return {
    ...(params.q.trim() ? { query: params.q.trim() } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.visibility ? { visibility: params.visibility } : {}),
    ...(params.source ? { source: params.source } : {}),
    ...(params.sort ? { sort: params.sort } : {}),
    order: params.order,
    page: params.page,
    pageSize: params.size,
    view: params.view,
  };
}
