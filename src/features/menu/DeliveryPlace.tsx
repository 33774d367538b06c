import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { MemberAddress } from '../../domain/contract/member'

/** The address in short: the building or street, then the detail the diner typed. */
function shortPlace(address: MemberAddress): string {
  return [address.currentAddress, address.address].filter(Boolean).join(', ')
}

/**
 * The delivery menu's "Delivering to" line: where the order goes (the chosen address, else the
 * member's default) and a link to the address list in select mode, which comes back here.
 */
export function DeliveryPlace({ address, addressArg }: { address: MemberAddress; addressArg: string }) {
  const { t } = useLingui()
  const place = shortPlace(address)
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
