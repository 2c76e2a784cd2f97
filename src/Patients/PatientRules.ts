/**
 * Pure rules of patient writes: which contact fields are usable, whether a patient can be created
 * from what is left, and what changed between two versions.
 */
import { hasName } from "../Domain/PersonName.js"
import { isIsoDate } from "../Domain/Scalars.js"

export { nameKey } from "../Domain/PersonName.js"

type Droppable = "phone_number" | "email" | "date_of_birth"

interface Dropped {
  readonly field: Droppable
  readonly value: string
  readonly reason: string
}

/** How eight digits are read: YYYYMMDD, or MMDDYYYY once the company has the `dob_mmddyyyy` release. */
export type EightDigitDates = "YYYYMMDD" | "MMDDYYYY"

/** `YYYY-MM-DD`, or eight digits in the given order, as an ISO date; undefined when neither. */
export const parseDateOfBirth = (raw: string, eightDigits: EightDigitDates = "YYYYMMDD"): string | undefined => {
  const value = raw.trim()
  if (/^\d{8}$/.test(value)) {
    const iso = eightDigits === "YYYYMMDD"
      ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`
      : `${value.slice(4, 8)}-${value.slice(0, 2)}-${value.slice(2, 4)}`
    return isIsoDate(iso) ? iso : undefined
  }
  return isIsoDate(value) ? value : undefined
}

/** Ten digits (a leading country code 1 is removed); undefined when the number is not usable. */
export const phoneKey = (raw: string): string | undefined => {
  const digits = raw.replace(/\D/g, "")
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
  return national.length === 10 ? national : undefined
}

export const emailKey = (raw: string): string | undefined => {
  const value = raw.trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : undefined
}

interface ContactInput {
  readonly phone_number?: string | null | undefined
  readonly email?: string | null | undefined
  readonly date_of_birth?: string | null | undefined
}

interface UsableContact {
  readonly phone_number?: string | null
  readonly email?: string | null
  readonly date_of_birth?: string | null
  readonly dropped: ReadonlyArray<Dropped>
}

/**
 * Keeps the usable phone number, email and date of birth (null and absent pass through) and lists
 * each unusable one with the reason and what to send instead. A date of birth must fall within
 * 1900-01-01 through `today`.
 */
export const usableContact = (
  input: ContactInput,
  today: string,
  eightDigits: EightDigitDates = "YYYYMMDD"
): UsableContact => {
  const dropped: Array<Dropped> = []
  const result: { phone_number?: string | null; email?: string | null; date_of_birth?: string | null } = {}
  if (input.phone_number !== undefined) {
    if (input.phone_number === null || phoneKey(input.phone_number) !== undefined) result.phone_number = input.phone_number
    else {
      dropped.push({
        field: "phone_number",
        value: input.phone_number,
        reason: "is not a usable phone number: send 10 digits (e.g. 5125550100), optionally with country code 1"
      })
    }
  }
  if (input.email !== undefined) {
    if (input.email === null || emailKey(input.email) !== undefined) result.email = input.email?.trim() ?? null
    else dropped.push({ field: "email", value: input.email, reason: "is not a usable email address: send name@example.com" })
  }
  if (input.date_of_birth !== undefined) {
    if (input.date_of_birth === null) result.date_of_birth = null
    else {
      const date = parseDateOfBirth(input.date_of_birth, eightDigits)
      if (date !== undefined && date >= "1900-01-01" && date <= today) result.date_of_birth = date
      else {
        dropped.push({
          field: "date_of_birth",
          value: input.date_of_birth,
          reason: date === undefined
            ? `is not a date: send YYYY-MM-DD (or ${eightDigits})`
            : `is outside 1900-01-01 through ${today}: send the patient's real date of birth`
        })
      }
    }
  }
  return { ...result, dropped }
}

const droppedMessage = (dropped: ReadonlyArray<Dropped>): string =>
  dropped.map((d) => `${d.field} '${d.value}' ${d.reason}`).join("; ")

interface Identity {
  readonly hasExternalId: boolean
  readonly first_name?: string | null | undefined
  readonly last_name?: string | null | undefined
  readonly date_of_birth?: string | null | undefined
  readonly phone_number?: string | null | undefined
  readonly email?: string | null | undefined
}

/**
 * A patient can be created from an external id, a usable phone number, first name + last name +
 * date of birth, or first name + last name + email.
 */
export const canCreate = (identity: Identity): boolean => {
  const named = hasName(identity.first_name) && hasName(identity.last_name)
  return identity.hasExternalId || Boolean(identity.phone_number) ||
    (named && (Boolean(identity.date_of_birth) || Boolean(identity.email)))
}

/** The details of patient_not_creatable: the fields dropped as unusable (the first is the param), and what a create needs. */
export const notCreatableDetails = (dropped: ReadonlyArray<Dropped>) => ({
  message: (dropped.length > 0 ? `${droppedMessage(dropped)}. ` : "") +
    "No patient can be created without an external_id, a usable phone_number, or first_name and " +
    "last_name with a usable date_of_birth or email.",
  dropped_fields: dropped.map((d) => d.field),
  ...(dropped.length > 0 ? { param: dropped[0]!.field } : {})
})
