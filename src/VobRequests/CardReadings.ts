/** The sandbox card reader: readings of uploaded files (the shared file-results store), read by VOB requests. */
import { Effect } from "effect"
import { makeFileResults } from "../Files/FileResults.js"
import { Files } from "../Files/Files.js"
import { CardReading, type CardReadingInput } from "./CardReading.js"

export class CardReadings extends Effect.Service<CardReadings>()("vob-sandbox/CardReadings", {
  effect: Effect.gen(function*() {
    const store = yield* makeFileResults({ kind: "card_reading", resource: "card reading", schema: CardReading })
    return {
      ...store,
      register: (companyId: string, fileId: string, input: CardReadingInput) =>
        store.register(companyId, fileId, (base): CardReading => ({
          ...base,
          outcome: input.outcome,
          cards: input.outcome === "read" ? input.cards : []
        }))
    } as const
  }),
  dependencies: [Files.Default]
}) {}
