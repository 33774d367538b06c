import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { MemberGate } from '../login/MemberGate'

/** The exchange screens' frame: their title, and the login gate a guest sees instead of `children`. */
export function ExchangePage({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  usePageTitle(t`Exchange points`)
  return (
    <>
      <PageHeader title={t`Exchange points`} />
      <div className="page points-page">
        <MemberGate
          intro={
            <h2 className="section-title">
              <Trans>Log in to see your points and what they exchange for</Trans>
            </h2>
          }
        >
          {children}
        </MemberGate>
      </div>
    </>
  )
}
