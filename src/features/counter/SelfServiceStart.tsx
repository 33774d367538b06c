import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '../../ui/usePageTitle'
import { ScanTableButton } from '../table/ScanTableButton'

/**
 * /autoCode without a code (issue 37 item 5): self-service ordering starts from the code at the
 * restaurant's counter, read with the in-app scanner or typed as printed under it.
 */
export function SelfServiceStart() {
  const { t } = useLingui()
  const title = t`Self-service ordering`
  usePageTitle(title)
  return (
    <section className="page error-page" aria-labelledby="self-service-title">
      <h1 id="self-service-title" className="page-title">
        {title}
      </h1>
      <p>
        <Trans>
          Scan the self-service QR code at the restaurant’s counter, or type the code printed under it. You
          order on your phone and collect your order at the counter when your number is called.
        </Trans>
      </p>
      <ScanTableButton withText />
      <Link to="/brand/index/{-$arg}" params={{ arg: undefined }} className="link-button">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}
