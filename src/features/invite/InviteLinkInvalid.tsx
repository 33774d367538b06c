import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'

/** A group order's link whose arg names no group order: SPEC §8 'Links are invalid'. */
export function InviteLinkInvalid() {
  const { t } = useLingui()
  const title = t`Group order`
  usePageTitle(title)
  return (
    <>
      <PageHeader title={title} />
      <div className="page">
        <p className="notice notice-warning" role="alert">
          {t`Links are invalid`}
        </p>
      </div>
    </>
  )
}
