/**
 * VOB requests end to end: each uploads the front and back of an insurance card, registers both
 * readings and submits (see asyncRequests.ts for how they are driven and measured).
 */
import { type AsyncRequestFigures, measureAsyncRequests } from "./asyncRequests.js"

export type VobRequestFigures = AsyncRequestFigures

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])

export const measureVobRequests = (base: string, requests = 200): Promise<VobRequestFigures> =>
  measureAsyncRequests(base, {
    label: "VOB requests with two card files each",
    requests,
    pollPath: "/v1/verification-of-benefits-requests",
    submit: async (client, n) => {
      const card = { insurance_name: "Aetna", member_number: `W${String(n).padStart(9, "0")}`, group_number: "G1" }
      const files = [
        await client.upload(PNG, "front.png", "image/png", "insurance_card_front"),
        await client.upload(PNG, "back.png", "image/png", "insurance_card_back")
      ]
      for (const file of files) await client.post(`/sandbox/v1/files/${file.id}/reading`, { outcome: "read", cards: [card] })
      return client.post("/v1/verification-of-benefits-requests", {
        patient: { first_name: "Bench", last_name: `Patient${n}`, phone_number: `7${String(n).padStart(9, "0")}` },
        file_ids: files.map((f) => f.id)
      })
    }
  })
