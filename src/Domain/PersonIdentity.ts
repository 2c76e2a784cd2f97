/**
 * Whether a document (an insurance card, a prior authorization's pages) names another person than
 * the patient: a date of birth known on both sides and different, or a name sharing no word or
 * initial with the patient's. Pure; names compare case and accents aside, in every script.
 */
import { nameWords } from "./PersonName.js"

export interface Person {
  readonly first_name: string | null
  readonly middle_name?: string | null
  readonly last_name: string | null
  readonly date_of_birth: string | null
}

const words = (...parts: ReadonlyArray<string | null | undefined>): ReadonlyArray<string> => parts.flatMap(nameWords)

/** A shared word, or a one-character word that is the other side's initial (a CJK surname too). */
const shareWordOrInitial = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => {
  const initial = (w: string) => Array.from(w).length === 1
  return a.some((x) => b.some((y) => x === y || (initial(x) && y.startsWith(x)) || (initial(y) && x.startsWith(y))))
}

export interface IdentityConflict {
  readonly field: "date_of_birth" | "name"
  readonly message: string
}

/** How a document's person differs from the patient: another birth date, or a name sharing nothing. */
export const personConflict = (
  patient: Person,
  person: { readonly first_name?: string | null | undefined; readonly last_name?: string | null | undefined; readonly date_of_birth?: string | null | undefined }
): IdentityConflict | undefined => {
  if (person.date_of_birth != null && patient.date_of_birth !== null && person.date_of_birth !== patient.date_of_birth) {
    return { field: "date_of_birth", message: "The document's date of birth is not the patient's." }
  }
  const theirs = words(person.first_name, person.last_name)
  const patientWords = words(patient.first_name, patient.middle_name, patient.last_name)
  if (theirs.length > 0 && patientWords.length > 0 && !shareWordOrInitial(theirs, patientWords)) {
    return { field: "name", message: "The document names another person than the patient." }
  }
  return undefined
}

