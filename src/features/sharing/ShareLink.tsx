import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { showToast } from '../../ui/toasts'

/** A link of this app to hand someone, and whether this browser has Web Share. */
export type Shareable = { link: string; canShare: boolean }

/**
 * The absolute link of an app path, made in an effect: it names this page's origin, which a server
 * render does not know (null until then).
 */
export function useShareable(path: string): Shareable | null {
  const [shareable, setShareable] = useState<Shareable | null>(null)
  useEffect(() => {
    setShareable({
      link: new URL(path, window.location.origin).href,
      canShare: typeof navigator.share === 'function',
    })
  }, [path])
  return shareable
}

type Props = {
  shareable: Shareable
  /** The title the share sheet offers with the link. */
  title: string
  className: string
}

/**
 * Share (the phone's share sheet, where the browser has Web Share) and Copy link: the group order's
 * invitation and a coupon's gift link hand their links on alike.
 */
export function ShareLinkButtons({ shareable: { link, canShare }, title, className }: Props) {
  const { t } = useLingui()
  async function share() {
    try {
      await navigator.share({ title, url: link })
    } catch {
      // Closed by the person, or refused by the browser: nothing to say.
    }
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      showToast(t`Link copied`)
    } catch {
      showToast(t`The link could not be copied. Select it and copy it yourself.`)
    }
  }
  return (
    <div className={className}>
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
  )
}
