import { useLingui } from '@lingui/react/macro'
import { coverPicture, logoPicture } from '../../api/pictures'
import type { BrandRestaurant } from '../../domain/contract/brand'
import { LOGO_PX } from '../../domain/images'
import { leadingPictureProps } from '../../ui/leadingPicture'

/**
 * Whether the restaurant's cover leads the menu's first screen (its largest picture): then it, not
 * the first dish's, is fetched first and awaited before the app's script (src/ui/leadingPicture.ts).
 */
export const coverLeads = (restaurant: BrandRestaurant | null | undefined): boolean =>
  Boolean(restaurant?.imageUrl)

/**
 * The top of a restaurant's menu, as in a brand's own app: its cover across the screen, its logo
 * over the cover's lower edge, then its name; nothing in the place of a picture it has not.
 * The cover's box is fixed (aspect-ratio, menu.css), so nothing moves when it comes; it is at most
 * 750 px wide, and the first screen's leading picture (coverLeads).
 */
export function MenuStoreHeader({ name, cover, logo }: { name: string; cover: string; logo: string }) {
  const { t } = useLingui()
  if (!cover && !logo) return null
  return (
    <div className={cover ? 'menu-store menu-store-covered' : 'menu-store'}>
      {cover ? (
        <img
          className="menu-cover"
          {...coverPicture(cover)}
          sizes="(min-width: 761px) 760px, 100vw"
          alt={t`Cover of ${name}`}
          width={750}
          height={300}
          {...leadingPictureProps(true)}
        />
      ) : null}
      <div className="menu-store-head">
        {logo ? (
          <img
            className="menu-logo"
            {...logoPicture(logo)}
            alt={t`Logo of ${name}`}
            width={LOGO_PX}
            height={LOGO_PX}
          />
        ) : null}
        <p className="menu-store-name">{name}</p>
      </div>
    </div>
  )
}
