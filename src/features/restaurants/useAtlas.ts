import { useEffect, useRef, useState } from 'react'
import { type AtlasCacheRequest, atlasCacheKey, atlasLookupPrefix } from '../../db/atlasCache'
import { useOnline } from '../shell/useOnline'
import { type AtlasResult, loadAtlas } from './loadAtlas'

export type AtlasState = {
  /** The list for the request, or (while a new position is looked up) for the same lookup before. */
  result: AtlasResult | undefined
  loading: boolean
  retry: () => void
}

/**
 * Loads the atlas list and keeps it current: again when the request changes, when the network comes
 * back after an offline answer, and on `retry`. While only the position changes the earlier list
 * stays on screen.
 */
export function useAtlas(request: AtlasCacheRequest | null): AtlasState {
  const online = useOnline()
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<{ key: string; lookup: string; result: AtlasResult } | null>(null)
  const key = request ? atlasCacheKey(request, 0) : null
  const lookup = request ? atlasLookupPrefix(request) : null
  const requestRef = useRef(request)
  requestRef.current = request

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the request; `attempt` asks again.
  useEffect(() => {
    const current = requestRef.current
    if (!current || key === null || lookup === null) return
    let live = true
    void loadAtlas(current).then((result) => {
      if (live) setAnswer({ key, lookup, result })
    })
    return () => {
      live = false
    }
  }, [key, attempt])

  const wasOffline = answer?.result.offline === true
  useEffect(() => {
    if (online && wasOffline) setAttempt((count) => count + 1)
  }, [online, wasOffline])

  const shown = answer && answer.lookup === lookup ? answer.result : undefined
  return {
    result: shown,
    loading: answer?.key !== key,
    retry: () => setAttempt((count) => count + 1),
  }
}
