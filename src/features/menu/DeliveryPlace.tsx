import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatAddress } from '../../domain/address'
import type { MemberAddress } from '../../domain/contract/member'
import { useLocale } from '../../i18n/useLocale'

/**
 * The delivery menu's "Delivering to" line: where the order goes (the chosen address, else the
 * member's default) and a link to the address list in select mode, which comes back here.
 */
export function DeliveryPlace({ address, addressArg }: { address: MemberAddress; addressArg: string }) {
  const { t } = useLingui()
  // In short: the building or street and the detail the diner typed, without floor and flat.
  const place = formatAddress(
    { currentAddress: address.currentAddress, address: address.address },
    useLocale(),
  )
  return (
    <p className="menu-intro-deliver">
      <span className="menu-intro-deliver-text">
        <Trans>
          Delivering to <strong>{place}</strong>
        </Trans>
      </span>
      <Link
        to="/addressList/{-$arg}"
        params={{ arg: addressArg }}
        className="menu-intro-change"
        aria-label={t`Change delivery address`}
      >
        <Trans>Change</Trans>
      </Link>
    </p>
  )
}
