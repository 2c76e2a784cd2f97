/** Schemas and a comparison shared by the suites of stored records' reading and encoding (test/stored-*.test.ts). */
import { Schema } from "effect"

/** Keys in order at every depth, so `{a, b}` and `{b, a}` differ. */
export const ordered = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(ordered)
    : value !== null && typeof value === "object"
    ? Object.entries(value).map(([k, v]) => [k, ordered(v)])
    : value

export const Item = Schema.Struct({ id: Schema.String.pipe(Schema.brand("ItemId")), n: Schema.Int.pipe(Schema.positive()) })

export interface Tree {
  readonly name: string
  readonly children: ReadonlyArray<Tree>
}

/** A recursive schema. */
export const Tree: Schema.Schema<Tree> = Schema.Struct({
  name: Schema.String,
  children: Schema.Array(Schema.suspend((): Schema.Schema<Tree> => Tree))
})
