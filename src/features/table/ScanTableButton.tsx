import { useLingui } from '@lingui/react/macro'
import { type ComponentType, useCallback, useState } from 'react'
import { useApp } from '../../app/appContext'
import { loadCatalogPart } from '../../i18n/catalog'
import { showToast } from '../../ui/toasts'

type ScannerProps = { onClose: () => void }

/**
 * "Scan table code" (issue 37): an icon button for the menu's and the brand home's headers (or,
 * `withText`, a button that says it) that opens the table-code scanner (./scanner/ScanTableDialog.tsx). The scanner's code and words (the
 * `scan` catalog part) load at the first tap, never with a page; when they cannot be fetched
 * (offline before the first use) a toast says so, and the next tap tries again.
 */
export function ScanTableButton({
  className = '',
  withText = false,
}: {
  className?: string
  withText?: boolean
}) {
  const { t } = useLingui()
  const { i18n } = useApp()
  const [Scanner, setScanner] = useState<ComponentType<ScannerProps> | null>(null)
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const openScanner = () => {
    setOpen(true)
    if (Scanner) return
    Promise.all([import('./scanner/ScanTableDialog'), loadCatalogPart(i18n, 'scan')]).then(
      ([module]) => setScanner(() => module.ScanTableDialog),
      () => {
        setOpen(false)
        showToast(t`The scanner could not be loaded. Check your connection and try again.`)
      },
    )
  }
  return (
    <>
      <button
        type="button"
        className={`${withText ? 'button' : 'icon-button'} ${className}`}
        aria-label={withText ? undefined : t`Scan table code`}
        aria-haspopup="dialog"
        aria-busy={open && !Scanner}
        onClick={openScanner}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M4 9V5a1 1 0 0 1 1-1h4M15 4h4a1 1 0 0 1 1 1v4M20 15v4a1 1 0 0 1-1 1h-4M9 20H5a1 1 0 0 1-1-1v-4M4 12h16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {withText ? t`Scan table code` : null}
      </button>
      {open && Scanner ? <Scanner onClose={close} /> : null}
    </>
  )
}
