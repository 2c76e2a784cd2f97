/**
 * The company the console acts as. Its API key lives only in this tab's sessionStorage (gone when the
 * tab closes, never in localStorage, a cookie or the URL).
 */
const STORAGE_KEY = "vob-sandbox.console.session"

export interface Session {
  readonly key: string
  readonly companyId: string
  readonly companyName: string
}

export const loadSession = (): Session | undefined => {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    return raw === null ? undefined : JSON.parse(raw) as Session
  } catch {
    return undefined
  }
}

export const saveSession = (session: Session | undefined): void => {
  if (session === undefined) sessionStorage.removeItem(STORAGE_KEY)
  else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session))
}
