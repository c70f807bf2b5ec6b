/**
 * zxcvbn with its common and English dictionaries (about 5 MB of word lists), loaded on first
 * use by dynamic import: in the browser they become a separate chunk fetched when a password
 * field is first used, never part of the bundle other pages share; on the server they load once
 * per process and the estimator is reused.
 */
import type { PasswordEstimator } from "./password-strength";

let loading: Promise<PasswordEstimator> | null = null;

async function loadZxcvbn(): Promise<PasswordEstimator> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return (password, userInputs) => zxcvbn.check(password, userInputs);
}

/** The shared estimator; the first call starts loading it, later calls get the same one. */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= loadZxcvbn().catch((error: unknown) => {
    // A failed chunk load (e.g. offline) may be retried on the next use.
    loading = null;
    throw error;
  });
  return loading;
}
