import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '../../ui/Dialog'

/** SPEC §5 order minimum: asks whether to add the difference to the order and place it. */
export function MakeUpDialog(props: {
  open: boolean
  difference: string | null
  cancel: () => void
  confirm: () => Promise<void>
  price: (amount: string) => string
}) {
  const { t } = useLingui()
  return (
    <Dialog
      open={props.open}
      title={t`Order minimum`}
      onClose={props.cancel}
      actions={
        <>
          <button type="button" className="button" onClick={props.cancel}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button button-primary" onClick={() => void props.confirm()}>
            <Trans>Continue</Trans>
          </button>
        </>
      }
    >
      <p>
        {props.difference !== null
          ? t`You still need to make up the difference of ${props.price(props.difference)}, Whether to continue?`
          : null}
      </p>
    </Dialog>
  )
}
