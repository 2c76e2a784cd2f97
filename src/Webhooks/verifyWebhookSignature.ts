/**
 * Webhook signatures, exactly as the spec's Signature section: HMAC-SHA256 of the raw body bytes, keyed
 * with the subscription secret minus its `whsec_` prefix taken as UTF-8 bytes (no hex or base64
 * decoding), hex-encoded, sent as `X-Svc-Signature: sha256=<hex>`.
 *
 * Dependency-free (node:crypto only): integrators import it from the package
 * (`import { verifyWebhookSignature } from "vob-sandbox"`), and the sandbox signs with the same code.
 */
import { createHmac, timingSafeEqual } from "node:crypto"

export const SECRET_PREFIX = "whsec_"
export const SIGNATURE_PREFIX = "sha256="

/** The HMAC key: the secret without `whsec_` (a secret given without the prefix is used as it is). */
const keyOf = (secret: string): Buffer =>
  Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "utf8")

/** Hex HMAC-SHA256 of the body bytes (a string body is taken as UTF-8). */
export const computeWebhookSignature = (rawBody: string | Uint8Array, secret: string): string =>
  createHmac("sha256", keyOf(secret)).update(rawBody).digest("hex")

/** The `X-Svc-Signature` header value for a body. */
export const webhookSignatureHeader = (rawBody: string | Uint8Array, secret: string): string =>
  `${SIGNATURE_PREFIX}${computeWebhookSignature(rawBody, secret)}`

/**
 * Whether `header` (the `X-Svc-Signature` value) signs `rawBody` (the request body exactly as received,
 * unparsed) with `secret` (`whsec_...`). Compares in constant time; a missing or malformed header is false.
 */
export const verifyWebhookSignature = (
  rawBody: string | Uint8Array,
  header: string | ReadonlyArray<string> | null | undefined,
  secret: string
): boolean => {
  const value = Array.isArray(header) ? header[0] : header
  if (typeof value !== "string" || !value.startsWith(SIGNATURE_PREFIX)) return false
  const given = value.slice(SIGNATURE_PREFIX.length).trim()
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false
  return timingSafeEqual(Buffer.from(computeWebhookSignature(rawBody, secret), "hex"), Buffer.from(given, "hex"))
}
