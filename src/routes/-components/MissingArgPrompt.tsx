import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '../../ui/Dialog'
import { useGoBack } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'

/** SPEC §2: a route opened without its arg says so and sends the user back. */
export function MissingArgPrompt() {
  const { t } = useLingui()
  const goBack = useGoBack()
  const title = t({ id: 'Warm_prompt', message: 'Warm prompt' })
  usePageTitle(title)
  return (
    <Dialog
      open
      title={title}
      onClose={goBack}
      actions={
        <button type="button" className="button button-primary" onClick={goBack}>
          <Trans>Confirm</Trans>
        </button>
      }
    >
      <p>{t({ id: 'Data missing', message: 'Data is missing.' })}</p>
      <p>{t({ id: 'Please_quit_and_try_again', message: 'Please quit and try again.' })}</p>
    </Dialog>
  )
}
