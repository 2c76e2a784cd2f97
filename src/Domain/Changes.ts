/** Comparing API values the way clients see them: as JSON, whatever the order of object keys. */

/** JSON with object keys sorted at every depth: equal values give equal text. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_, v) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]))
      : v) ?? "undefined"

/** Which of `keys` hold another value after than before (deep, key order aside), in the order of `keys`. */
export const changedFields = <A, K extends keyof A>(before: A, after: A, keys: ReadonlyArray<K>): Array<K> =>
  keys.filter((k) => canonicalJson(before[k]) !== canonicalJson(after[k]))
