import { useCallback, useEffect, useState } from 'react'
import { scanTable, setTablePersons } from '../../api/table'
import { useApp } from '../../app/appContext'
import type { TableScan } from '../../domain/contract/table'
import { PAY_STATUS_POLL_MS } from '../../domain/payOverlay'

/** How often the table screen reads the rounds' states again while it shows: the kitchen moves them. */
const ROUNDS_REFRESH_MS = 10_000

export type TableScanState =
  | { status: 'loading' }
  | { status: 'ready'; scan: TableScan }
  /** The code does not open a table (SPEC §8 'Links are invalid' or 'Unable to access the page…'). */
  | { status: 'refused'; message: string }
  | { status: 'offline'; message: string }

/**
 * What the table's code opens (order/qrcode/scanTableQrcodeNew): the table, and its open session
 * with the rounds sent so far, who sent them, their states, the running total and the bill; read
 * again every 10 s (5 s while the bill is being paid) and whenever `refreshKey` changes (a round was sent), so every phone at the table follows them.
 */
export function useTableScan(qrCode: string | undefined, refreshKey: string) {
  const { api } = useApp()
  const [state, setState] = useState<TableScanState>({ status: 'loading' })
  const [tick, setTick] = useState(0)
  const paying = state.status === 'ready' && Boolean(state.scan.session?.bill.paying)

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey and tick are the reasons to read again
  useEffect(() => {
    if (!qrCode) return
    let live = true
    void scanTable(api, qrCode).then((answer) => {
      if (!live) return
      if (answer.success && answer.data) setState({ status: 'ready', scan: answer.data })
      else if (answer.errCode?.startsWith('NETWORK.'))
        // Offline: what was read last stays; a first read says why nothing shows.
        setState((known) =>
          known.status === 'ready' ? known : { status: 'offline', message: answer.errMsg ?? '' },
        )
      else setState({ status: 'refused', message: answer.errMsg ?? '' })
    })
    // While the bill is being paid, as often as the pay screens ask (SPEC §9: 5 s).
    const timer = setTimeout(
      () => setTick((count) => count + 1),
      paying ? PAY_STATUS_POLL_MS : ROUNDS_REFRESH_MS,
    )
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, qrCode, refreshKey, tick, paying])

  /** Sets the guests at the table; resolves to the server's refusal message, or null. */
  const setPersons = useCallback(
    async (persons: number): Promise<string | null> => {
      if (!qrCode) return null
      const answer = await setTablePersons(api, qrCode, persons)
      if (!answer.success || !answer.data) return answer.errMsg ?? ''
      const session = answer.data
      setState((known) =>
        known.status === 'ready' ? { status: 'ready', scan: { ...known.scan, session } } : known,
      )
      return null
    },
    [api, qrCode],
  )

  return { state, setPersons, refresh: () => setTick((count) => count + 1) }
}
