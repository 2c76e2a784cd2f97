/** The console: the company chooser, then the clock, the views, and the live feed that keeps them current. */
import { useCallback, useEffect, useMemo, useState } from "preact/hooks"
import type { ListedEvent } from "../Events/EventLine.js"
import { callWith } from "./Api.js"
import { Console, type ConsoleContext } from "./Context.js"
import { followEvents, type LiveState } from "./LiveEvents.js"
import { type Route, useRoute } from "./Route.js"
import { loadSession, saveSession, type Session } from "./Session.js"
import { ClockPanel } from "./views/ClockPanel.js"
import { EventsView } from "./views/EventsView.js"
import { Login } from "./views/Login.js"
import { LoggedCall, LogsView } from "./views/LogsView.js"
import { PatientsView } from "./views/PatientsView.js"
import { RequestsView } from "./views/RequestsView.js"
import { VobBoard } from "./views/VobBoard.js"
import { VobTimeline } from "./views/VobTimeline.js"
import { WebhooksView } from "./views/WebhooksView.js"

const NAV: ReadonlyArray<{ readonly href: string; readonly label: string; readonly views: ReadonlyArray<Route["view"]> }> = [
  { href: "#/vobs", label: "VOBs", views: ["vobs", "vob"] },
  { href: "#/requests", label: "Requests", views: ["requests"] },
  { href: "#/events", label: "Events", views: ["events"] },
  { href: "#/webhooks", label: "Webhooks", views: ["webhooks"] },
  { href: "#/patients", label: "Patients", views: ["patients"] },
  { href: "#/logs", label: "Logs", views: ["logs", "log"] }
]

/** How many live events the page keeps in memory. */
const KEPT_EVENTS = 500

const View = ({ route }: { readonly route: Route }) => {
  switch (route.view) {
    case "vobs":
      return <VobBoard />
    case "vob":
      return <VobTimeline id={route.id} />
    case "requests":
      return <RequestsView />
    case "events":
      return <EventsView />
    case "webhooks":
      return <WebhooksView />
    case "patients":
      return <PatientsView />
    case "logs":
      return <LogsView />
    case "log":
      return <LoggedCall id={route.id} /> 
  }
}

const Shell = ({ session, onSignOut }: { readonly session: Session; readonly onSignOut: (message?: string) => void }) => {
  const route = useRoute()
  const [pulse, setPulse] = useState(0)
  const [live, setLive] = useState<LiveState>("connecting")
  const [liveEvents, setLiveEvents] = useState<ReadonlyArray<ListedEvent>>([])
  const bump = useCallback(() => setPulse((n) => n + 1), [])

  useEffect(() =>
    followEvents({
      key: session.key,
      onEvent: (event) => {
        setLiveEvents((kept) => [event, ...kept].slice(0, KEPT_EVENTS))
        bump()
      },
      onState: (state, detail) => {
        setLive(state)
        if (state === "refused") onSignOut(`The stream refused this API key: ${detail ?? "unknown or revoked"}.`)
        // Whatever happened while the stream was down is read again.
        if (state === "live") bump()
      }
    }), [session.key])

  const context = useMemo<ConsoleContext>(
    () => ({ session, call: callWith(session.key), pulse, bump, liveEvents }),
    [session, pulse, bump, liveEvents]
  )

  return (
    <Console.Provider value={context}>
      <header class="top">
        <h1>vob-sandbox console</h1>
        <span class="company">{session.companyName}</span>
        <span class={`live live-${live}`} role="status" data-live={live} data-received={liveEvents.length}>{live === "live" ? "● live" : live}</span>
        <button type="button" onClick={() => onSignOut()}>Switch company</button>
      </header>
      <div class="layout">
        <aside>
          <nav aria-label="Views">
            <ul class="plain">
              {NAV.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={item.views.includes(route.view) ? "page" : undefined}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <ClockPanel />
        </aside>
        <main>
          <View route={route} />
        </main>
      </div>
    </Console.Provider>
  )
}

export const App = () => {
  const [session, setSession] = useState<Session | undefined>(loadSession)
  const [notice, setNotice] = useState<string | undefined>(undefined)
  const choose = (next: Session | undefined, message?: string) => {
    saveSession(next)
    setSession(next)
    setNotice(message)
  }
  if (session === undefined) {
    return (
      <>
        {notice === undefined ? null : <p class="failure" role="alert">{notice}</p>}
        <Login onSession={(s) => choose(s)} />
      </>
    )
  }
  return <Shell session={session} onSignOut={(message) => choose(undefined, message)} />
}
