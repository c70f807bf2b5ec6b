import { describe, expect, it } from "vitest";
import {
  clearPlanListFilters,
  DEFAULT_PLAN_LIST_PARAMS,
  effectivePlanListSort,
  hasPlanListFilters,
  parsePlanListParams,
  planListHref,
  planListInput,
  serializePlanListParams,
  updatePlanListParams,
  type PlanListParams,
} from "@/lib/plans/list-params";
import { PLAN_PAGE_SIZES, SEARCH_QUERY_MAX_LENGTH } from "@/lib/plans/plan-schemas";

const parse = (query: string) => parsePlanListParams(new URLSearchParams(query));

describe("parsePlanListParams", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_PLAN_LIST_PARAMS);
    expect(DEFAULT_PLAN_LIST_PARAMS).toMatchObject({
      sort: null,
      order: "desc",
      page: 1,
      size: 25,
      view: "active",
    });
  });

  it("reads every key", () => {
    expect(
      parse(
        "q=website&status=draft&visibility=public&source=existing&sort=title&order=desc&page=3&size=50&view=trash",
      ),
    ).toEqual({
      q: "website",
      status: "draft",
      visibility: "public",
      source: "existing",
      sort: "title",
      order: "desc",
      page: 3,
      size: 50,
      view: "trash",
    });
  });

  it("falls back to the default for each invalid value", () => {
    expect(
      parse(
        "status=archived&visibility=secret&source=fax&sort=size&order=up&page=-2&size=7&view=bin",
      ),
    ).toEqual(DEFAULT_PLAN_LIST_PARAMS);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=99999999999999999999").page).toBe(1);
  });

  it("accepts only the offered page sizes", () => {
    for (const size of PLAN_PAGE_SIZES) expect(parse(`size=${size}`).size).toBe(size);
    expect(parse("size=1000").size).toBe(25);
  });

  it("takes the sort's own default order when none is given", () => {
    expect(parse("").order).toBe("desc");
    expect(parse("sort=title").order).toBe("asc");
    expect(parse("sort=created").order).toBe("desc");
    expect(parse("sort=title&order=desc").order).toBe("desc");
  });

  it("trims the search and cuts it at the API's limit", () => {
    expect(parse("q=%20%20roadmap%20").q).toBe("roadmap");
    expect(parse(`q=${"a".repeat(SEARCH_QUERY_MAX_LENGTH + 50)}`).q).toHaveLength(
      SEARCH_QUERY_MAX_LENGTH,
    );
  });

  it("reads a page's searchParams record, taking the first of repeated keys", () => {
    expect(parsePlanListParams({ q: ["one", "two"], page: "2", size: undefined })).toMatchObject({
      q: "one",
      page: 2,
      size: 25,
    });
  });
});

describe("serializePlanListParams", () => {
  it("leaves the defaults out", () => {
    expect(serializePlanListParams(DEFAULT_PLAN_LIST_PARAMS)).toBe("");
    expect(planListHref()).toBe("/all-projects");
  });

  it("leaves out an order that is the sort's default", () => {
    expect(planListHref({ sort: "title", order: "asc" })).toBe("/all-projects?sort=title");
    expect(planListHref({ sort: "title", order: "desc" })).toBe(
      "/all-projects?sort=title&order=desc",
    );
    expect(planListHref({ order: "asc" })).toBe("/all-projects?order=asc");
  });

  it("round-trips every state through the URL", () => {
    const states: PlanListParams[] = [
      DEFAULT_PLAN_LIST_PARAMS,
      {
        q: "mobile app & API",
        status: "published",
        visibility: "unlisted",
        source: "ai",
        sort: "created",
        order: "asc",
        page: 4,
        size: 100,
        view: "trash",
      },
      { ...DEFAULT_PLAN_LIST_PARAMS, sort: "title", order: "asc", size: 10, page: 2 },
      { ...DEFAULT_PLAN_LIST_PARAMS, sort: "updated", order: "asc" },
      { ...DEFAULT_PLAN_LIST_PARAMS, q: "budget", order: "asc" },
    ];
    for (const state of states) expect(parse(serializePlanListParams(state))).toEqual(state);
  });

  it("encodes the search", () => {
    expect(planListHref({ q: "a&b=c" })).toBe("/all-projects?q=a%26b%3Dc");
  });
});

describe("updatePlanListParams", () => {
  const onPage3: PlanListParams = { ...DEFAULT_PLAN_LIST_PARAMS, page: 3 };

  it("goes back to page 1 when what is listed changes", () => {
    expect(updatePlanListParams(onPage3, { q: "x" }).page).toBe(1);
    expect(updatePlanListParams(onPage3, { status: "draft" }).page).toBe(1);
    expect(updatePlanListParams(onPage3, { size: 50 }).page).toBe(1);
    expect(updatePlanListParams(onPage3, { view: "trash" }).page).toBe(1);
    expect(updatePlanListParams(onPage3, { sort: "title" }).page).toBe(1);
  });

  it("keeps the page when nothing really changed, and moves it when asked", () => {
    expect(updatePlanListParams(onPage3, { q: "" }).page).toBe(3);
    expect(updatePlanListParams(onPage3, { page: 4 }).page).toBe(4);
  });

  it("gives a new sort its default order unless one is given", () => {
    expect(updatePlanListParams(DEFAULT_PLAN_LIST_PARAMS, { sort: "title" }).order).toBe("asc");
    expect(
      updatePlanListParams(DEFAULT_PLAN_LIST_PARAMS, { sort: "title", order: "desc" }).order,
    ).toBe("desc");
    expect(updatePlanListParams(DEFAULT_PLAN_LIST_PARAMS, { order: "asc" }).sort).toBe(null);
    expect(
      updatePlanListParams({ ...DEFAULT_PLAN_LIST_PARAMS, sort: "title" }, { sort: null }).order,
    ).toBe("desc");
  });
});

describe("filters", () => {
  it("tells a narrowed list from the whole list", () => {
    expect(hasPlanListFilters(DEFAULT_PLAN_LIST_PARAMS)).toBe(false);
    expect(hasPlanListFilters({ ...DEFAULT_PLAN_LIST_PARAMS, sort: "title", size: 10 })).toBe(
      false,
    );
    expect(hasPlanListFilters({ ...DEFAULT_PLAN_LIST_PARAMS, q: "x" })).toBe(true);
    expect(hasPlanListFilters({ ...DEFAULT_PLAN_LIST_PARAMS, source: "manual" })).toBe(true);
  });

  it("clears search and filters but keeps sort, size and view", () => {
    const narrowed: PlanListParams = {
      q: "x",
      status: "draft",
      visibility: "private",
      source: "manual",
      sort: "title",
      order: "desc",
      page: 2,
      size: 10,
      view: "trash",
    };
    expect(clearPlanListFilters(narrowed)).toEqual({
      ...DEFAULT_PLAN_LIST_PARAMS,
      sort: "title",
      order: "desc",
      size: 10,
      view: "trash",
    });
  });
});

describe("effectivePlanListSort", () => {
  it("is the chosen sort, else best match while searching, else last updated", () => {
    expect(effectivePlanListSort(DEFAULT_PLAN_LIST_PARAMS)).toBe("updated");
    expect(effectivePlanListSort({ ...DEFAULT_PLAN_LIST_PARAMS, q: "risk" })).toBe("relevance");
    expect(effectivePlanListSort({ ...DEFAULT_PLAN_LIST_PARAMS, q: "risk", sort: "title" })).toBe(
      "title",
    );
  });
});

describe("planListInput", () => {
  it("speaks the API's names and leaves out empty values", () => {
    expect(planListInput(DEFAULT_PLAN_LIST_PARAMS)).toEqual({
      order: "desc",
      page: 1,
      pageSize: 25,
      view: "active",
    });
    expect(
      planListInput({
        ...DEFAULT_PLAN_LIST_PARAMS,
        q: " plan ",
        status: "draft",
        visibility: "public",
        source: "existing",
        view: "trash",
      }),
    ).toMatchObject({
      query: "plan",
      status: "draft",
      visibility: "public",
      source: "existing",
      view: "trash",
    });
  });
});
