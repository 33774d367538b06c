import { Trans } from '@lingui/react/macro'
import { activitiesAppLink, embedAppLink } from '../../domain/hosts'

/**
 * SPEC §2: list items linking to the brand's embedded and activities apps, rendered only on local or
 * private-network hosts (nothing elsewhere).
 */
export function OtherAppLinks({
  brandId,
  restaurantId,
  linkClassName,
}: {
  brandId: number
  restaurantId: number
  linkClassName: string
}) {
  const embedLink = embedAppLink(window.location, brandId)
  const activitiesLink = activitiesAppLink(window.location, brandId, restaurantId)
  return (
    <>
      {embedLink ? (
        <li>
          <a className={linkClassName} href={embedLink}>
            <Trans>Embedded app</Trans>
          </a>
        </li>
      ) : null}
      {activitiesLink ? (
        <li>
          <a className={linkClassName} href={activitiesLink}>
            <Trans>Activities</Trans>
          </a>
        </li>
      ) : null}
    </>
  )
}
