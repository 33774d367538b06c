import { useLingui } from '@lingui/react/macro'
import { ShareLinkButtons, useShareable } from '../sharing/ShareLink'

/** The gift link to hand a friend: shown to copy by hand, and shared or copied by its buttons. */
export function GiftLinkShare({ path }: { path: string }) {
  const { t } = useLingui()
  const shareable = useShareable(path)
  if (!shareable) return null
  return (
    <div className="gift-share">
      <input className="input gift-link" readOnly value={shareable.link} aria-label={t`The gift link`} />
      <ShareLinkButtons shareable={shareable} title={t`A coupon for you`} className="gift-actions" />
    </div>
  )
}
