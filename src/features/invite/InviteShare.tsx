import { Trans, useLingui } from '@lingui/react/macro'
import { renderSVG } from 'uqr'
import { ShareLinkButtons, useShareable } from '../sharing/ShareLink'

/**
 * The group order's link to share (issue 37 item 4): as text to copy, as a QR code a friend at
 * the same table scans, and through the phone's share sheet where the browser has Web Share.
 */
export function InviteShare({ path }: { path: string }) {
  const { t } = useLingui()
  const shareable = useShareable(path)
  if (!shareable) return null
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(shareable.link, { border: 2 }))}`
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
      <input
        className="input invite-link"
        readOnly
        value={shareable.link}
        aria-label={t`The group order’s link`}
      />
      <ShareLinkButtons
        shareable={shareable}
        title={t`Join my group order`}
        className="invite-share-actions"
      />
    </section>
  )
}
