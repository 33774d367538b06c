import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { OfflineStatus } from '../restaurants/OfflineStatus'
import type { WhatsAppLink } from './loadWhatsApp'
import '../restaurants/restaurants.css'
import './shop.css'

/** /code/whatsapp: the link that subscribes the diner to order updates on WhatsApp, or that there is none. */
export function WhatsAppScreen({ data }: { data: WhatsAppLink }) {
  const { t } = useLingui()
  const router = useRouter()
  const title = t`Order updates on WhatsApp`
  usePageTitle(title)
  const phone = data.phone
  return (
    <>
      <PageHeader title={title} />
      <div className="page shop-page whatsapp-page">
        {data.offline ? (
          <OfflineStatus
            message={t`You are offline. The WhatsApp link will show when the connection is back.`}
            onRetry={() => void router.invalidate()}
          />
        ) : data.link ? (
          <section className="card whatsapp-card" aria-labelledby="whatsapp-title">
            <h2 id="whatsapp-title" className="shop-section-title">
              <Trans>Subscribe to order updates</Trans>
            </h2>
            <p>
              <Trans>
                Open WhatsApp and send the prepared message to get your order updates and the restaurant's
                news there.
              </Trans>
            </p>
            {phone ? (
              <p className="muted">
                <Trans>WhatsApp number: {phone}</Trans>
              </p>
            ) : null}
            <a
              className="button button-primary button-block"
              href={data.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans>Subscribe on WhatsApp</Trans>
            </a>
          </section>
        ) : (
          <p className="notice" role="status">
            <Trans>WhatsApp subscription is not available for this restaurant.</Trans>
          </p>
        )}
      </div>
    </>
  )
}
