/** Global setup of `npm run test:postgres`: one throwaway PostgreSQL for the whole run. */
import { postgresMissing, startPostgres } from "./Postgres.js"

export default async function setup() {
  const missing = postgresMissing()
  if (missing !== undefined) throw new Error(missing)
  const server = await startPostgres()
  process.env.VOB_TEST_PG_URL = server.url()
  return () => server.stop()
}
