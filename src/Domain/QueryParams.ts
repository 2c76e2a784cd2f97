/** Query parameter shapes shared by list endpoints. */
import { Schema } from "effect"

/** `true` or `false` in the query string, documented as the boolean a client sends. */
export const BooleanParam = Schema.BooleanFromString.annotations({ jsonSchema: { type: "boolean" } })

/** A query parameter that may repeat (`status=a&status=b`) or come once. */
export const Repeatable = <A, I extends string>(item: Schema.Schema<A, I>) =>
  Schema.Union(item.pipe(Schema.transform(Schema.Array(Schema.typeSchema(item)), {
    strict: true,
    decode: (one) => [one],
    encode: (many) => many[0]!
  })), Schema.Array(item))
