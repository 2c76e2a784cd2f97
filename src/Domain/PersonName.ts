/**
 * How people's names compare, in every script. Pure. Exact comparison ignores case, accents,
 * surrounding whitespace and repeated inner spaces, and nothing else: digits and punctuation
 * distinguish ("Test1" is not "Test2"). Fuzzy comparison works on a name's letters and digits.
 */

// Letters with a stroke are not decomposed by Unicode normalisation, yet read as their base letter
// once accents are ignored (Łukasz / Lukasz), as accent-insensitive collation has them.
const STROKED: Readonly<Record<string, string>> = { "ł": "l", "ø": "o", "đ": "d", "ħ": "h", "ŧ": "t", "ƀ": "b", "ƶ": "z", "ǥ": "g" }

/**
 * The key two names are compared by: compatibility-decomposed (NFKD: full-width and ligature forms
 * become plain letters), diacritical marks removed (Latin and Greek accents, Cyrillic diaereses,
 * Hebrew and Arabic vowel points, kana voicing marks; vowel signs that spell Indic or Thai syllables
 * are not diacritics and stay), case folded without a locale (upper then lower, so ß is ss), and
 * recomposed (NFC) so a Hangul syllable stays one character.
 */
export const nameKey = (raw: string | null | undefined): string =>
  (raw ?? "")
    .normalize("NFKD")
    .replace(/(?=\p{M})\p{Diacritic}/gu, "")
    .toUpperCase()
    .toLowerCase()
    .replace(/[łøđħŧƀƶǥ]/g, (c) => STROKED[c]!)
    .normalize("NFC")
    .replace(/\s+/gu, " ")
    .trim()

/** A name's words: runs of letters, marks and digits of its key (punctuation and spaces separate them). */
export const nameWords = (raw: string | null | undefined): ReadonlyArray<string> =>
  nameKey(raw).split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w !== "")

/** A name as fuzzy matching reads it: its key's letters, marks and digits, one entry per character. */
export const nameCharacters = (raw: string | null | undefined): ReadonlyArray<string> =>
  Array.from(nameWords(raw).join(""))

/** The digits of a name, in order: two names with different digits are never the same person. */
export const nameDigits = (raw: string | null | undefined): string => nameKey(raw).replace(/\P{Nd}/gu, "")

/** A name that says something: at least one letter or digit (not only spaces or punctuation). */
export const hasName = (raw: string | null | undefined): boolean => nameCharacters(raw).length > 0
