import { Trans } from '@lingui/react/macro'

/** Above a receipt, not printed: Print, and how to keep it as a PDF. */
export function ReceiptActions() {
  return (
    <div className="receipt-actions">
      <button type="button" className="button button-primary" onClick={() => window.print()}>
        <Trans>Print</Trans>
      </button>
      <p className="muted">
        <Trans>To keep a PDF, choose “Save as PDF” as the printer.</Trans>
      </p>
    </div>
  )
}
