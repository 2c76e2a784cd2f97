/**
 * A company's API key and bearer token. With a seed they derive from it (anyone who knows the seed can
 * derive them: sandbox test credentials only), which is how the test kit reaches again the seeded company
 * an earlier run of the same script created (src/Kit/SeedReuse.ts); without one they are random.
 * Dependency-free (node:crypto), so the kit's entries can use it without loading the app.
 */
import { secretHex } from "../Domain/StableId.js"

export interface CompanyTokens {
  readonly apiKey: string
  readonly bearerToken: string
}

export const companyTokens = (seed: string | null): CompanyTokens => ({
  apiKey: `sk_test_${secretHex(16, seed, "api_key")}`,
  bearerToken: `tok_test_${secretHex(16, seed, "bearer_token")}`
})
