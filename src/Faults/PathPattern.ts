/**
 * A fault rule's path pattern, matched in time linear in the path (no backtracking: a tenant's rule is
 * run on every one of its requests, on the event loop every tenant shares).
 *
 * The pattern is literal pieces joined by wildcards: `*` (any characters but `/`) and `**` (any characters;
 * a longer run of stars is `**`). The matcher walks the pieces once each: from the positions where a
 * piece may start it finds every occurrence of the piece (Knuth-Morris-Pratt, one pass over the path)
 * and so the positions where it may end; a wildcard turns those into the positions the next piece may
 * start at (one pass). The path matches when the last piece may end at its end. With at most
 * MAX_WILDCARDS wildcards that is a bounded number of passes: O((wildcards + 1) × path + pattern).
 */

export const MAX_PATTERN_LENGTH = 200
export const MAX_WILDCARDS = 10

type Gap = "segment" | "any"

interface Piece {
  readonly text: string
  /** Knuth-Morris-Pratt failure table of `text`. */
  readonly fallback: Int32Array
}

export interface PathPattern {
  readonly first: Piece
  readonly rest: ReadonlyArray<{ readonly gap: Gap; readonly piece: Piece }>
}

const pieceOf = (text: string): Piece => {
  const fallback = new Int32Array(text.length)
  for (let i = 1, k = 0; i < text.length; i++) {
    while (k > 0 && text[i] !== text[k]) k = fallback[k - 1]!
    if (text[i] === text[k]) k++
    fallback[i] = k
  }
  return { text, fallback }
}

/** The number of wildcards in a pattern (a run of stars is one). */
export const wildcardCount = (pattern: string): number => pattern.match(/\*+/g)?.length ?? 0

export const compilePathPattern = (pattern: string): PathPattern => {
  const texts = pattern.split(/\*+/)
  const gaps = (pattern.match(/\*+/g) ?? []).map((stars): Gap => stars.length === 1 ? "segment" : "any")
  return {
    first: pieceOf(texts[0]!),
    rest: gaps.map((gap, i) => ({ gap, piece: pieceOf(texts[i + 1]!) }))
  }
}

/** From the positions a piece may start at, the positions it may end at (null: none). */
const ends = (piece: Piece, path: string, starts: Uint8Array): Uint8Array | null => {
  const { fallback, text } = piece
  if (text.length === 0) return starts
  const found = new Uint8Array(path.length + 1)
  let any = false
  for (let i = 0, k = 0; i < path.length; i++) {
    while (k > 0 && path[i] !== text[k]) k = fallback[k - 1]!
    if (path[i] === text[k]) k++
    if (k === text.length) {
      if (starts[i + 1 - k] === 1) {
        found[i + 1] = 1
        any = true
      }
      k = fallback[k - 1]!
    }
  }
  return any ? found : null
}

/** From the positions a piece may end at, the positions the next may start at across a wildcard. */
const across = (gap: Gap, path: string, ended: Uint8Array): Uint8Array => {
  const starts = new Uint8Array(path.length + 1)
  let open = false
  for (let i = 0; i <= path.length; i++) {
    if (ended[i] === 1) open = true
    if (open) starts[i] = 1
    if (gap === "segment" && path[i] === "/") open = false
  }
  return starts
}

export const matchesPath = (pattern: PathPattern, path: string): boolean => {
  if (!path.startsWith(pattern.first.text)) return false
  const last = pattern.rest.at(-1)
  if (last === undefined) return path.length === pattern.first.text.length
  if (!path.endsWith(last.piece.text)) return false
  let ended: Uint8Array | null = new Uint8Array(path.length + 1)
  ended[pattern.first.text.length] = 1
  for (const { gap, piece } of pattern.rest) {
    ended = ends(piece, path, across(gap, path, ended))
    if (ended === null) return false
  }
  return ended[path.length] === 1
}
