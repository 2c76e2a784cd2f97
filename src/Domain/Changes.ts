/** Comparing API values the way clients see them: as JSON, whatever the order of object keys. */

/** JSON with object keys sorted at every depth: equal values give equal text. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_, v) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]))
      : v) ?? "undefined"

/**
 * Whether two JSON values read the same as JSON (`canonicalJson(a) === canonicalJson(b)`), compared in
 * place: a change compares whole records and every reported field, and writing both out to compare
 * them cost more than the change itself. Keys whose value is undefined are absent, as in JSON.
 */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
    // undefined, functions and symbols all read as absent; NaN and the infinities as null.
    return canonicalJson(a) === canonicalJson(b)
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    // In an array, what JSON cannot hold reads as null.
    return a.every((value, i) => sameJson(value ?? null, b[i] ?? null))
  }
  // Anything with its own JSON form (a Date) compares by that form.
  if (typeof (a as { toJSON?: unknown }).toJSON === "function" || typeof (b as { toJSON?: unknown }).toJSON === "function") {
    return canonicalJson(a) === canonicalJson(b)
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const present = (record: Record<string, unknown>) =>
    Object.keys(record).filter((k) => record[k] !== undefined && typeof record[k] !== "function" && typeof record[k] !== "symbol")
  const keys = present(left)
  if (keys.length !== present(right).length) return false
  return keys.every((k) => Object.hasOwn(right, k) && sameJson(left[k], right[k]))
}

/** Which of `keys` hold another value after than before (deep, key order aside), in the order of `keys`. */
export const changedFields = <A, K extends keyof A>(before: A, after: A, keys: ReadonlyArray<K>): Array<K> =>
  keys.filter((k) => !sameJson(before[k], after[k]))
