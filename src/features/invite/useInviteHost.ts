import { useCallback, useEffect, useState } from 'react'
import { readInvite } from '../../api/invite'
import { useApp } from '../../app/appContext'
import { useSession } from '../../db/session'
import type { InviteView } from '../../domain/contract/invite'

/** Whether this phone is the group order's host, as far as known. */
export type InviteHostRead =
  | { role: 'unknown' }
  /** The host's view, read again at each change (its state, and its order once placed). */
  | { role: 'host'; view: InviteView }
  /** Not the host (a guest, or another member): the page shows the friend's side. */
  | { role: 'friend' }

const RETRY_MS = 3_000

/**
 * Reads the group order as its host does (GET order/invite/host) while the page shows, waiting for
 * each next version: the host sees the state and the order once placed, live. A guest, or a member
 * the server says is not the host, is a friend. `take` applies an answer of the host's own moves.
 */
export function useInviteHost(code: string) {
  const { api } = useApp()
  const session = useSession()
  const memberId = session.member?.id ?? null
  const [read, setRead] = useState<InviteHostRead>({ role: 'unknown' })

  useEffect(() => {
    if (memberId === null) {
      setRead({ role: 'friend' })
      return
    }
    let live = true
    let after: number | undefined
    void (async () => {
      while (live) {
        const answer = await readInvite(api, { code, ...(after === undefined ? {} : { after }) }, 'host')
        if (!live) return
        if (answer.success && answer.data) {
          after = answer.data.version
          setRead({ role: 'host', view: answer.data })
          if (answer.data.state !== 'open' && answer.data.state !== 'locked') after = undefined
          if (after === undefined) return
          continue
        }
        if (!answer.errCode?.startsWith('NETWORK.')) {
          setRead({ role: 'friend' })
          return
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
      }
    })()
    return () => {
      live = false
    }
  }, [api, code, memberId])

  const take = useCallback((view: InviteView) => setRead({ role: 'host', view }), [])
  return { read, take }
}
