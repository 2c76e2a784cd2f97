import { createHash, randomBytes, randomUUID } from "node:crypto"

const uuidOf = (hash: Buffer): string => {
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/**
 * A name-based UUID (version 5 layout over SHA-1) from stable parts, so fixture records keep the
 * same ids across restarts and each company gets its own copy.
 */
export const stableUuid = (...parts: ReadonlyArray<string>): string =>
  uuidOf(createHash("sha1").update(parts.join("\u0000")).digest())

/** A random UUID: the id of a record of a company created without a seed. */
export const newId = (): string => randomUUID()

/**
 * `bytes` bytes as lowercase hex, derived from `seed` and the parts (SHA-256 in counter mode), or
 * random when there is no seed: secrets and credentials that a seed must reproduce.
 */
export const secretHex = (bytes: number, seed: string | null, ...parts: ReadonlyArray<string>): string => {
  if (seed === null) return randomBytes(bytes).toString("hex")
  const blocks: Array<Buffer> = []
  for (let block = 0; block * 32 < bytes; block++) {
    blocks.push(createHash("sha256").update(["secret", seed, ...parts, String(block)].join("\u0000")).digest())
  }
  return Buffer.concat(blocks).subarray(0, bytes).toString("hex")
}
