/**
 * Whether the cards on a request name another person than the patient (spec: `patient_conflict`):
 * a date of birth known on both sides and different, or a card name sharing no word or initial with
 * the patient's. Pure; names compare case and accents aside.
 */
import type { Card } from "./CardReading.js"

export interface Person {
  readonly first_name: string | null
  readonly middle_name?: string | null
  readonly last_name: string | null
  readonly date_of_birth: string | null
}

const words = (...parts: ReadonlyArray<string | null | undefined>): ReadonlyArray<string> =>
  parts.flatMap((part) =>
    (part ?? "").normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().split(/[^a-z]+/).filter((w) => w !== "")
  )

/** A shared word, or a one-letter word that is the other side's initial. */
const shareWordOrInitial = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.some((x) => b.some((y) => x === y || (x.length === 1 && y.startsWith(x)) || (y.length === 1 && x.startsWith(y))))

export interface IdentityConflict {
  readonly cardIndex: number
  readonly field: "date_of_birth" | "name"
  readonly message: string
}

export const cardIdentityConflict = (patient: Person, cards: ReadonlyArray<Card>): IdentityConflict | undefined => {
  const patientWords = words(patient.first_name, patient.middle_name, patient.last_name)
  for (const [cardIndex, card] of cards.entries()) {
    const person = card.patient
    if (person === undefined) continue
    if (person.date_of_birth !== undefined && patient.date_of_birth !== null && person.date_of_birth !== patient.date_of_birth) {
      return { cardIndex, field: "date_of_birth", message: "A card's date of birth is not the patient's." }
    }
    const cardWords = words(person.first_name, person.last_name)
    if (cardWords.length > 0 && patientWords.length > 0 && !shareWordOrInitial(cardWords, patientWords)) {
      return { cardIndex, field: "name", message: "A card names another person than the patient." }
    }
  }
  return undefined
}
