import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { getSession } from '../../db/login'
import { isLoggedIn } from '../../db/session'

/** Loaded the first time a sheet opens. */
const LoginSheet = lazy(() => import('./LoginSheet').then((module) => ({ default: module.LoginSheet })))

export type LoginSheetHandle = {
  /** Resolves true at once for a member; otherwise opens the sheet and resolves when it closes. */
  requireLogin: () => Promise<boolean>
  /** Render this where the hook is used; it is null while the sheet is closed. */
  sheet: ReactNode
}

/** The login sheet for any screen that needs a member (account, coupons, checkout, queue). */
export function useLoginSheet(): LoginSheetHandle {
  const [open, setOpen] = useState(false)
  const pending = useRef<((loggedIn: boolean) => void) | null>(null)

  const requireLogin = useCallback(async () => {
    if (isLoggedIn(await getSession())) return true
    pending.current?.(false)
    setOpen(true)
    return new Promise<boolean>((resolve) => {
      pending.current = resolve
    })
  }, [])

  const finish = useCallback((loggedIn: boolean) => {
    setOpen(false)
    pending.current?.(loggedIn)
    pending.current = null
  }, [])

  // A screen left with the sheet open answers its caller: not logged in.
  useEffect(
    () => () => {
      pending.current?.(false)
      pending.current = null
    },
    [],
  )

  const sheet = open ? (
    <Suspense fallback={null}>
      <LoginSheet onLoggedIn={() => finish(true)} onCancel={() => finish(false)} />
    </Suspense>
  ) : null
  return { requireLogin, sheet }
}
