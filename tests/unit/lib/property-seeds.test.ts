/**
 * The property tests' seeds (tests/helpers/property-seeds.ts): new ones on every run, so runs
 * over time try documents no run tried before, and one seed named in the environment replays a
 * printed failure.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { propertySeeds, replayHint } from "../../helpers/property-seeds";

afterEach(() => vi.unstubAllEnvs());

describe("property seeds", () => {
  it("are new on every run: two runs share no seed", () => {
    vi.stubEnv("PROPERTY_SEED_TEST", "");
    const first = propertySeeds("PROPERTY_SEED_TEST", 100);
    const second = propertySeeds("PROPERTY_SEED_TEST", 100);
    expect(first).toHaveLength(100);
    expect(new Set(first).size).toBe(100);
    // Two runs of 100 out of 2^31 overlap by chance about once in 10^7 runs.
    expect(first.filter((seed) => second.includes(seed))).toEqual([]);
  });

  it("replay the one seed the environment names, as the failure message says", () => {
    vi.stubEnv("PROPERTY_SEED_TEST", "1329710875");
    expect(propertySeeds("PROPERTY_SEED_TEST", 100)).toEqual([1329710875]);
    expect(replayHint("PROPERTY_SEED_TEST", [1329710875])).toBe(
      "replay with PROPERTY_SEED_TEST=1329710875",
    );
  });
});
