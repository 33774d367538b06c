import { useEffect, useMemo, useState } from 'react'
import { useApp } from '../../app/appContext'
import { useRecord } from '../../data/useRecord'
import { type AtlasCacheRequest, atlasLookupPrefix, atlasRequestKey } from '../../db/atlasCache'
import { type AtlasResult, atlasRead, atlasResult } from './atlasRead'

export type AtlasState = {
  /** The list for the request, or (while a new position is looked up) for the same lookup before. */
  result: AtlasResult | undefined
  loading: boolean
  retry: () => void
}

/**
 * The atlas list, kept current by the record store (./atlasRead.ts): asked again when the request
 * changes, when the network comes back after an offline answer, and on `retry`. While only the
 * position changes the earlier list stays on screen.
 */
export function useAtlas(request: AtlasCacheRequest | null): AtlasState {
  const { records } = useApp()
  const key = request ? atlasRequestKey(request) : null
  const lookup = request ? atlasLookupPrefix(request) : null
  // The query follows the key: a request object made afresh each render must not watch anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the request
  const query = useMemo(() => (request ? atlasRead(request) : null), [key])
  const state = useRecord(query)
  const result = useMemo(() => (state.status === 'loading' ? undefined : atlasResult(state)), [state])
  const [last, setLast] = useState<{ lookup: string; result: AtlasResult } | null>(null)
  useEffect(() => {
    if (result && lookup !== null) setLast({ lookup, result })
  }, [result, lookup])

  return {
    result: result ?? (last && last.lookup === lookup ? last.result : undefined),
    loading: state.status === 'loading' || (state.status === 'ready' && state.refreshing),
    retry: () => {
      if (query) records.refresh(query)
    },
  }
}
