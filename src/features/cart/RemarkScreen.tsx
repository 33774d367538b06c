import { useLingui } from '@lingui/react/macro'
import { cartScopeOf } from '../../db/recordKeys'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { PageHeader, useGoBack } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { PendingPage } from '../shell/PendingPage'
import { RemarkForm } from './RemarkForm'
import { saveRemark, useRemark } from './remarkStore'

/**
 * /remark: the order remark of the menu's cart on a page of its own, for links (the cart sheet
 * edits it in place).
 */
export function RemarkScreen({ arg }: { arg: MenuArg }) {
  const { t } = useLingui()
  const goBack = useGoBack()
  usePageTitle(t`Remark`)
  const scope = cartScopeOf(arg)
  const stored = useRemark(scope)
  return (
    <>
      <PageHeader title={t`Remark`} />
      <div className="page">
        {stored === undefined ? (
          <PendingPage />
        ) : (
          <RemarkForm initial={stored} onSave={(text) => saveRemark(scope, text)} onSaved={goBack} />
        )}
      </div>
    </>
  )
}
