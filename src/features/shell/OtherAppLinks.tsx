import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { activitiesAppLink, embedAppLink } from '../../domain/hosts'

/**
 * SPEC §2: list items linking to the brand's embedded and activities apps, rendered only on local or
 * private-network hosts (nothing elsewhere). The host is read after the first render (none on the server).
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
  const [links, setLinks] = useState<{ embed: string | null; activities: string | null }>({
    embed: null,
    activities: null,
  })
  useEffect(() => {
    setLinks({
      embed: embedAppLink(window.location, brandId),
      activities: activitiesAppLink(window.location, brandId, restaurantId),
    })
  }, [brandId, restaurantId])
  const { embed: embedLink, activities: activitiesLink } = links
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
