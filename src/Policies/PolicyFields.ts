/** The fields a caller may write on a policy, and picking the ones a body defines. */
export const writableKeys = [
  "insurance_display_name",
  "group_number",
  "group_description",
  "medicaid_id",
  "plan_name",
  "insurance_type",
  "start_date",
  "end_date",
  "relationship_to_subscriber",
  "subscriber",
  "external_id",
  "insurance_card_front_file_id",
  "insurance_card_back_file_id"
] as const

export type Defined<T> = { [K in keyof T]?: Exclude<T[K], undefined> }

export const pickDefined = <T extends object>(source: T, keys: ReadonlyArray<keyof T>) =>
  Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]])) as Defined<T>
