/** The list envelope and the `page`/`limit` query parameters every list endpoint shares. */
import { Schema } from "effect"

/**
 * An integer query parameter with its bounds and default. It travels as a string, but the document
 * shows what a client sends (an integer), so generated clients type it as a number.
 */
const integerParam = (name: string, fallback: number, min: number, max?: number) =>
  Schema.optionalWith(
    Schema.NumberFromString.pipe(
      Schema.filter(
        (n) => Number.isInteger(n) && n >= min && (max === undefined || n <= max),
        {
          message: () =>
            max === undefined ? `${name} must be an integer >= ${min}` : `${name} must be an integer from ${min} to ${max}`
        }
      )
    ).annotations({
      jsonSchema: { type: "integer", minimum: min, ...(max === undefined ? {} : { maximum: max }), default: fallback }
    }),
    { default: () => fallback }
  )

/** Far past any list a sandbox holds, and small enough that `(page - 1) * limit` stays an exact SQL offset. */
const MAX_PAGE = 1_000_000

export const pageParams = (defaultLimit = 20) => ({
  page: integerParam("page", 1, 1, MAX_PAGE),
  limit: integerParam("limit", defaultLimit, 1, 100)
})

export const PageParams = pageParams()

export interface Page {
  readonly page: number
  readonly limit: number
}

export const Pagination = Schema.Struct({
  has_more: Schema.Boolean,
  total: Schema.Int,
  page: Schema.Int,
  limit: Schema.Int
}).annotations({ identifier: "Pagination" })

export const ListOf = <A, I, R>(item: Schema.Schema<A, I, R>, identifier: string) =>
  Schema.Struct({ data: Schema.Array(item), pagination: Pagination }).annotations({ identifier })

export interface Listed<A> {
  readonly data: ReadonlyArray<A>
  readonly pagination: typeof Pagination.Type
}

export const listed = <A>(data: ReadonlyArray<A>, total: number, page: Page): Listed<A> => ({
  data,
  pagination: { has_more: page.page * page.limit < total, total, page: page.page, limit: page.limit }
})

export const offsetOf = (page: Page): number => (page.page - 1) * page.limit
