import { Trans } from '@lingui/react/macro'
import type { BrandRestaurant } from '../../domain/contract/brand'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import '../brand/brand.css'

/** Address, opening hours and (with `withPhone`) the phone as a call link. */
export function RestaurantFacts({
  restaurant,
  withPhone,
}: {
  restaurant: BrandRestaurant
  withPhone?: boolean
}) {
  const locale = useLocale()
  const address = localized(restaurant, 'address', locale)
  const phone = withPhone ? restaurant.phone : ''
  return (
    <dl className="restaurant-facts">
      {address ? (
        <div>
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd>{address}</dd>
        </div>
      ) : null}
      {restaurant.businessHours ? (
        <div>
          <dt>
            <Trans>Opening hours</Trans>
          </dt>
          <dd>{restaurant.businessHours}</dd>
        </div>
      ) : null}
      {phone ? (
        <div>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
