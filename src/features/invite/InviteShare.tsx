import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { renderSVG } from 'uqr'
import { showToast } from '../../ui/toasts'

/**
 * The group order's link to share (issue 37 item 4): as text to copy, as a QR code a friend at
 * the same table scans, and through the phone's share sheet where the browser has Web Share.
 * The link is made in an effect: it names this page's origin, which a server render does not know.
 */
export function InviteShare({ path }: { path: string }) {
  const { t } = useLingui()
  const [link, setLink] = useState<string | null>(null)
  const [canShare, setCanShare] = useState(false)
  useEffect(() => {
    setLink(new URL(path, window.location.origin).href)
    setCanShare(typeof navigator.share === 'function')
  }, [path])
  if (!link) return null
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`

  async function share() {
    try {
      await navigator.share({ title: t`Join my group order`, url: link ?? '' })
    } catch {
      // Closed by the diner, or refused by the browser: nothing to say.
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
    <section className="card invite-share" aria-labelledby="invite-share-title">
      <h2 id="invite-share-title" className="invite-section-title">
        <Trans>Invite friends</Trans>
      </h2>
      <p className="muted">
        <Trans>Friends who open this link add their own dishes under their names. No login needed.</Trans>
      </p>
      <img
        className="invite-qr"
        src={qr}
        alt={t`QR code of the group order’s link`}
        width={180}
        height={180}
      />
      <input className="input invite-link" readOnly value={link} aria-label={t`The group order’s link`} />
      <div className="invite-share-actions">
        {canShare ? (
          <button type="button" className="button button-primary" onClick={() => void share()}>
            <Trans>Share</Trans>
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => void copy()}>
          <Trans>Copy link</Trans>
        </button>
      </div>
    </section>
  )
}
