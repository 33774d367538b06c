import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useApp } from '../../app/appContext'
import { useSession } from '../../db/session'
import { setSettingSoon, useSetting } from '../../db/settings'
import { isLocalOrPrivateHost } from '../../domain/hosts'
import { useBrand } from '../brand/BrandContext'

/** Loads eruda (its own chunk, kept out of the app's first load) and opens it. */
async function openDebugConsole(): Promise<void> {
  const { default: eruda } = await import('eruda')
  eruda.init({ useShadowDom: true })
  eruda.show()
}

/** `?debug=1` asks for the launcher, `?debug=0` puts it away; either is remembered on the device. */
function debugAskedFor(search: string): boolean | undefined {
  const asked = new URLSearchParams(search).get('debug')
  if (asked === '1') return true
  if (asked === '0') return false
  return undefined
}

/**
 * SPEC §2: the developer console is offered on local or private-network hosts and to the member
 * ids in the brand's member setting, and only once asked for (`?debug=1`): by default nothing
 * floats over the dishes. A small launcher loads it on demand, so ordinary page loads (and the
 * performance budget) never carry the console itself.
 */
export function DebugConsole() {
  const { t } = useLingui()
  const { mirror } = useApp()
  const { memberSetting } = useBrand()
  const session = useSession()
  const [opened, setOpened] = useState(false)
  const [localHost, setLocalHost] = useState(false)
  const askedFor = useSetting('debugConsole', false)
  useEffect(() => {
    setLocalHost(isLocalOrPrivateHost(window.location.hostname))
    const asked = debugAskedFor(window.location.search)
    if (asked !== undefined) setSettingSoon(mirror, 'debugConsole', asked)
  }, [mirror])
  const memberId = session.member?.id
  const allowed = localHost || (memberId != null && (memberSetting?.debugMemberIds ?? []).includes(memberId))
  if (!askedFor || !allowed || opened) return null
  return (
    <button
      type="button"
      className="debug-launcher"
      aria-label={t`Open the developer console`}
      title={t`Open the developer console`}
      onClick={() => {
        setOpened(true)
        void openDebugConsole()
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  )
}
