import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { showToast } from '../../ui/toasts'

/**
 * The gift link to hand a friend: through the phone's share sheet where the browser has Web Share,
 * else copied. Made in an effect: it names this page's origin, which a server render does not know.
 */
export function GiftLinkShare({ path }: { path: string }) {
  const { t } = useLingui()
  const [link, setLink] = useState<string | null>(null)
  const [canShare, setCanShare] = useState(false)
  useEffect(() => {
    setLink(new URL(path, window.location.origin).href)
    setCanShare(typeof navigator.share === 'function')
  }, [path])
  if (!link) return null

  async function share() {
    try {
      await navigator.share({ title: t`A coupon for you`, url: link ?? '' })
    } catch {
      // Closed by the member, or refused by the browser: nothing to say.
    }
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(link ?? '')
      showToast(t`Link copied`)
    } catch {
      showToast(t`The link could not be copied. Select it and copy it yourself.`)
    }
  }

  return (
    <div className="gift-share">
      <input className="input gift-link" readOnly value={link} aria-label={t`The gift link`} />
      <div className="gift-actions">
        {canShare ? (
          <button type="button" className="button button-primary" onClick={() => void share()}>
            <Trans>Share</Trans>
          </button>
        ) : null}
        <button
          type="button"
          className={`button${canShare ? '' : ' button-primary'}`}
          onClick={() => void copy()}
        >
          <Trans>Copy link</Trans>
        </button>
      </div>
    </div>
  )
}
