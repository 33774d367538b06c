import { useLingui } from '@lingui/react/macro'

const Minus = (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M6 12h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

const Plus = (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

/**
 * − count + for a dish. With a count of 0 only the + shows. `blocked` marks the + as disabled
 * (aria-disabled, greyed: a limit reached, the stock left, the shop not taking this order type)
 * while it stays focusable and pressable, so pressing it still says why (a toast).
 */
export function Stepper({
  count,
  name,
  blocked = false,
  onAdd,
  onRemove,
}: {
  count: number
  name: string
  blocked?: boolean
  onAdd: () => void
  onRemove: () => void
}) {
  const { t } = useLingui()
  return (
    <div className="stepper">
      {count > 0 ? (
        <>
          <button
            type="button"
            className="stepper-button"
            aria-label={t`Remove one ${name}`}
            onClick={onRemove}
          >
            {Minus}
          </button>
          <output className="stepper-count" aria-label={t`${count} × ${name} in cart`}>
            {count}
          </output>
        </>
      ) : null}
      <button
        type="button"
        className="stepper-button stepper-add"
        aria-label={t`Add ${name}`}
        aria-disabled={blocked ? 'true' : undefined}
        onClick={onAdd}
      >
        {Plus}
      </button>
    </div>
  )
}
