/**
 * Which existing patient a write names, by the spec's rules in order: typed external ID, exact
 * demographics, phone plus fuzzy name, email plus fuzzy name. Pure: the repository supplies the
 * candidates each rule may consider; ties go to the oldest patient.
 */
import { hasName, nameCharacters, nameDigits, nameKey } from "../Domain/PersonName.js"

export type MatchReason = "patient_id" | "external_id" | "demographics" | "phone_and_name" | "email_and_name"

export interface MatchCandidate {
  readonly id: string
  readonly first_name: string | null
  readonly last_name: string | null
  readonly date_of_birth: string | null
}

interface MatchInput {
  readonly first_name?: string | null | undefined
  readonly last_name?: string | null | undefined
  readonly date_of_birth?: string | null | undefined
}

export interface Candidates {
  readonly byExternalId: ReadonlyArray<MatchCandidate>
  readonly byDemographics: ReadonlyArray<MatchCandidate>
  readonly byPhone: ReadonlyArray<MatchCandidate>
  readonly byEmail: ReadonlyArray<MatchCandidate>
}

/** A name's characters (code points, so every script counts one per letter). */
type Chars = ReadonlyArray<string>

const same = (a: Chars, b: Chars) => a.length === b.length && a.every((c, i) => c === b[i])
const startsWith = (longer: Chars, prefix: Chars) => prefix.every((c, i) => c === longer[i])

/** Edits between two words (insert, delete, substitute, or swap two neighbours), e.g. Jnae → Jane is one. */
const editDistance = (a: Chars, b: Chars): number => {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

const isTransposition = (a: Chars, b: Chars): boolean => {
  if (a.length !== b.length) return false
  const diff = a.flatMap((c, i) => (c === b[i] ? [] : [i]))
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!]
}

/**
 * Two first names that can be the same person's: equal; two neighbouring letters swapped (Jnae /
 * Jane); a short form at least three letters shorter (Rob / Robert, Kat / Katherine); or, for names
 * of six letters or more, one letter changed anywhere but at the end (Katharine / Katherine). Names
 * that differ in their last letter (Maria / Mario, Daniel / Daniela) are different people.
 */
const similarFirstNames = (a: Chars, b: Chars): boolean => {
  if (a.length === 0 || b.length === 0) return false
  if (same(a, b) || isTransposition(a, b)) return true
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a]
  if (shorter.length >= 3 && longer.length - shorter.length >= 3 && startsWith(longer, shorter)) return true
  return shorter.length >= 6 && editDistance(a, b) === 1 && a.length === b.length && a.at(-1) === b.at(-1)
}

/** Two last names that can be the same family's: equal, or one typo in a name of four letters or more. */
const similarLastNames = (a: Chars, b: Chars): boolean =>
  a.length > 0 && b.length > 0 && (same(a, b) || (Math.min(a.length, b.length) >= 4 && editDistance(a, b) <= 1))

/**
 * Both names similar with the same digits (Test1 and Test2 are numbered, different people), and no
 * evidence of another person: a date of birth known on both sides that differs vetoes the match.
 */
export const fuzzyNameMatch = (input: MatchInput, candidate: MatchCandidate): boolean =>
  similarFirstNames(nameCharacters(input.first_name), nameCharacters(candidate.first_name)) &&
  similarLastNames(nameCharacters(input.last_name), nameCharacters(candidate.last_name)) &&
  nameDigits(input.first_name) === nameDigits(candidate.first_name) &&
  nameDigits(input.last_name) === nameDigits(candidate.last_name) &&
  (input.date_of_birth == null || candidate.date_of_birth === null || input.date_of_birth === candidate.date_of_birth)

/** The same first and last name (case, accents and spacing aside; see nameKey) and date of birth. */
export const exactDemographics = (input: MatchInput, candidate: MatchCandidate): boolean =>
  hasName(input.first_name) && hasName(input.last_name) &&
  nameKey(input.first_name) === nameKey(candidate.first_name) &&
  nameKey(input.last_name) === nameKey(candidate.last_name) &&
  input.date_of_birth != null && input.date_of_birth === candidate.date_of_birth

interface Match {
  readonly patientId: string
  readonly reason: MatchReason
}

export const matchPatient = (input: MatchInput, candidates: Candidates): Match | undefined => {
  const rules: ReadonlyArray<readonly [MatchReason, ReadonlyArray<MatchCandidate>, (c: MatchCandidate) => boolean]> = [
    ["external_id", candidates.byExternalId, () => true],
    ["demographics", candidates.byDemographics, (c) => exactDemographics(input, c)],
    ["phone_and_name", candidates.byPhone, (c) => fuzzyNameMatch(input, c)],
    ["email_and_name", candidates.byEmail, (c) => fuzzyNameMatch(input, c)]
  ]
  for (const [reason, pool, accepts] of rules) {
    const found = pool.find(accepts)
    if (found !== undefined) return { patientId: found.id, reason }
  }
  return undefined
}
