/** What the sandbox card reader read from an uploaded file: the cards on it, or that it was unreadable. */
import { Schema } from "effect"
import { CoverageTier, Subscriber } from "../Domain/Coverage.js"
import { IsoDate, Timestamp, Uuid } from "../Domain/Scalars.js"
import { strict } from "../Domain/Strict.js"

const NonBlank = Schema.String.pipe(Schema.filter((s) => s.trim() !== "", { message: () => "must not be blank" }))

export const Card = strict(
  Schema.Struct({
    insurance_name: Schema.optional(NonBlank),
    insurance_id: Schema.optional(Uuid),
    member_number: NonBlank,
    group_number: Schema.optional(Schema.String),
    coverage_tier: Schema.optional(CoverageTier),
    subscriber: Schema.optional(strict(Subscriber, "CardSubscriber")),
    patient: Schema.optional(strict(
      Schema.Struct({
        first_name: Schema.optional(Schema.String),
        last_name: Schema.optional(Schema.String),
        date_of_birth: Schema.optional(IsoDate)
      }),
      "CardPatient"
    ))
  }),
  "Card"
)

export type Card = typeof Card.Type

export const CardReadingInput = Schema.Union(
  strict(Schema.Struct({ outcome: Schema.Literal("read"), cards: Schema.NonEmptyArray(Card) }), "CardsRead"),
  strict(Schema.Struct({ outcome: Schema.Literal("unreadable") }), "CardsUnreadable")
).annotations({ identifier: "SandboxCardReading" })

export type CardReadingInput = typeof CardReadingInput.Type

export const CardReading = Schema.Struct({
  id: Uuid,
  file_id: Uuid,
  outcome: Schema.Literal("read", "unreadable"),
  cards: Schema.Array(Card),
  created_at: Timestamp
}).annotations({ identifier: "CardReading" })

export type CardReading = typeof CardReading.Type
