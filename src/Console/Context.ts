/** What every view shares: the API as the chosen company, and the live feed's pulse. */
import { createContext } from "preact"
import { useCallback, useContext, useEffect, useState } from "preact/hooks"
import type { ListedEvent } from "../Events/EventLine.js"
import type { ApiFailure, Call } from "./Api.js"
import type { Session } from "./Session.js"

export interface ConsoleContext {
  readonly session: Session
  readonly call: Call
  /** Bumped on every live event and after every action the console takes: views reload on it. */
  readonly pulse: number
  readonly bump: () => void
  /** The events received live since the page opened, newest first. */
  readonly liveEvents: ReadonlyArray<ListedEvent>
}

export const Console = createContext<ConsoleContext | undefined>(undefined)

export const useConsole = (): ConsoleContext => {
  const context = useContext(Console)
  if (context === undefined) throw new Error("useConsole outside the console")
  return context
}

export interface Loaded<T> {
  readonly data: T | undefined
  readonly error: ApiFailure | undefined
}

/** GETs `path` now and again on every pulse (no timer: only when something happened). */
export const useLoad = <T,>(path: string | undefined): Loaded<T> => {
  const { call, pulse } = useConsole()
  const [state, setState] = useState<Loaded<T>>({ data: undefined, error: undefined })
  useEffect(() => {
    if (path === undefined) return
    let current = true
    void call<T>("GET", path).then((result) => {
      if (!current) return
      setState(result.ok ? { data: result.body, error: undefined } : { data: undefined, error: result.error })
    })
    return () => {
      current = false
    }
  }, [path, pulse])
  return state
}

/** Runs an API action; its failure (the API's message) is kept to show, and every view reloads after. */
export const useAction = () => {
  const { call, bump } = useConsole()
  const [failure, setFailure] = useState<ApiFailure | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const run = useCallback(async <T,>(method: string, path: string, body?: unknown): Promise<T | undefined> => {
    setBusy(true)
    setFailure(undefined)
    const result = await call<T>(method, path, body)
    setBusy(false)
    bump()
    if (!result.ok) {
      setFailure(result.error)
      return undefined
    }
    return result.body
  }, [call, bump])
  return { run, failure, busy, clear: () => setFailure(undefined) } as const
}
