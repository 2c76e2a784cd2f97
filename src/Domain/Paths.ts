import { Schema } from "effect"
import { Uuid } from "./Scalars.js"

/** `/:id` path parameters: a UUID (anything else is a 422 naming `id`). */
export const IdPath = Schema.Struct({ id: Uuid })
