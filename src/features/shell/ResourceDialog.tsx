import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { useApp } from '../../app/appContext'
import { refreshCall, useAnswer } from '../../data/calls'
import { resourceInfoRead } from '../../data/shellReads'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { Dialog } from '../../ui/Dialog'
import { SafeHtml } from '../../ui/SafeHtml'
import { Spinner } from '../../ui/Spinner'

type ResourceDialogProps = {
  brandId: number
  resourceType: number
  /** Title while the text loads or when the brand has none. */
  fallbackTitle: string
  onClose: () => void
}

/** A popup with the first resource of a type: Terms (18) and Privacy (17), SPEC §7. */
export function ResourceDialog({ brandId, resourceType, fallbackTitle, onClose }: ResourceDialogProps) {
  const { t } = useLingui()
  const { records } = useApp()
  const locale = useLocale()
  const query = useMemo(() => resourceInfoRead(brandId, resourceType), [brandId, resourceType])
  const answer = useAnswer(query)
  const resource = answer?.data?.[0]
  const title = (resource && localized(resource, 'resourceName', locale)) || fallbackTitle

  let body: ReactNode
  if (answer === undefined) {
    body = (
      <p className="dialog-loading">
        <Spinner size={20} /> <Trans>Loading…</Trans>
      </p>
    )
  } else if (resource) {
    body = <SafeHtml html={localized(resource, 'content', locale)} />
  } else if (answer.success) {
    body = <Trans>This brand has not published this text yet.</Trans>
  } else {
    body = (
      <>
        <p>
          <Trans>Unable to load the text, please try again.</Trans>
        </p>
        <button type="button" className="button" onClick={() => refreshCall(records, query)}>
          <Trans>Try again</Trans>
        </button>
      </>
    )
  }
  return (
    <Dialog open title={title} onClose={onClose} closeLabel={t`Close`}>
      {body}
    </Dialog>
  )
}
