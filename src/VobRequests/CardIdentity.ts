/** Whether the cards on a VOB request name another person than the patient (spec: `patient_conflict`). */
import { type IdentityConflict, type Person, personConflict } from "../Domain/PersonIdentity.js"
import type { Card } from "./CardReading.js"

interface CardIdentityConflict extends IdentityConflict {
  readonly cardIndex: number
}

export const cardIdentityConflict = (patient: Person, cards: ReadonlyArray<Card>): CardIdentityConflict | undefined => {
  for (const [cardIndex, card] of cards.entries()) {
    if (card.patient === undefined) continue
    const conflict = personConflict(patient, card.patient)
    if (conflict !== undefined) return { cardIndex, field: conflict.field, message: conflict.message.replace("The document", "A card") }
  }
  return undefined
}
