import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { ATLAS_TYPE } from '../../domain/contract/menu'
import type { ListService } from '../../domain/shopRouteArgs'
import { SERVICE_TEXT } from '../brand/restaurantText'

const SERVICES: readonly ListService[] = [ATLAS_TYPE.pickup, ATLAS_TYPE.scan]

/**
 * Tabs for the pick-up (type 1) and scan-ordering (type 2) lists, and the panel of the chosen one
 * (`children`); arrow keys, Home and End move between the tabs.
 */
export function ServiceTabs({
  value,
  onChange,
  children,
}: {
  value: ListService
  onChange: (next: ListService) => void
  children: ReactNode
}) {
  const { i18n, t } = useLingui()
  const id = useId()
  const tabId = (service: ListService) => `${id}-tab-${service}`
  const panelId = `${id}-panel`
  const refs = useRef<Record<number, HTMLButtonElement | null>>({})

  function onKeyDown(event: KeyboardEvent) {
    const index = SERVICES.indexOf(value)
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % SERVICES.length,
      ArrowLeft: (index - 1 + SERVICES.length) % SERVICES.length,
      Home: 0,
      End: SERVICES.length - 1,
    }
    const next = SERVICES[moves[event.key] ?? -1]
    if (next === undefined) return
    event.preventDefault()
    onChange(next)
    refs.current[next]?.focus()
  }

  return (
    <>
      <div className="atlas-tabs" role="tablist" aria-label={t`Way to order`}>
        {SERVICES.map((service) => (
          <button
            key={service}
            ref={(element) => {
              refs.current[service] = element
            }}
            type="button"
            role="tab"
            id={tabId(service)}
            aria-selected={service === value}
            aria-controls={panelId}
            tabIndex={service === value ? 0 : -1}
            className="atlas-tab"
            onClick={() => onChange(service)}
            onKeyDown={onKeyDown}
          >
            {i18n._(service === ATLAS_TYPE.pickup ? SERVICE_TEXT.pickup : SERVICE_TEXT.scan)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className="atlas-panel">
        {children}
      </div>
    </>
  )
}
