/** Query parameter shapes shared by list endpoints. */
import { Schema } from "effect"

/** A query parameter that may repeat (`status=a&status=b`) or come once. */
export const Repeatable = <A, I extends string>(item: Schema.Schema<A, I>) =>
  Schema.Union(item.pipe(Schema.transform(Schema.Array(Schema.typeSchema(item)), {
    strict: true,
    decode: (one) => [one],
    encode: (many) => many[0]!
  })), Schema.Array(item))
