import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { encodeArg } from '../../domain/args'
import type { Resource } from '../../domain/contract/brand'
import { localized } from '../../domain/locale'
import { OfflineNotice } from '../../features/brand/OfflineNotice'
import { useLocale } from '../../i18n/useLocale'
import { PageHeader } from '../../ui/PageHeader'
import { SafeHtml } from '../../ui/SafeHtml'
import { usePageTitle } from '../../ui/usePageTitle'
import '../../features/brand/pages.css'

export type ResourcePageData = {
  brandId: number
  restaurantId: number
  fromIndex: boolean
  resourceType: number
  resourceId: number | undefined
  resources: Resource[]
  failed: boolean
}

/** One brand page with its rich text, or the list of a type's pages when no id is given. */
export function ResourcePage({ data }: { data: ResourcePageData }) {
  const { t } = useLingui()
  const locale = useLocale()
  const single =
    data.resourceId !== undefined ? data.resources.find((r) => r.id === data.resourceId) : undefined
  const title = single ? localized(single, 'resourceName', locale) : t`Brand information`
  usePageTitle(title)

  let body: ReactNode
  if (data.failed) body = <OfflineNotice failed />
  else if (single) {
    body = (
      <article className="card resource-article">
        {single.imageUrl ? (
          <img className="resource-image" src={single.imageUrl} alt="" width={960} height={480} />
        ) : null}
        <SafeHtml html={localized(single, 'content', locale)} />
      </article>
    )
  } else if (data.resourceId !== undefined || data.resources.length === 0) {
    body = (
      <p className="notice">
        <Trans>This page has no content yet.</Trans>
      </p>
    )
  } else {
    body = (
      <ul className="resource-list">
        {data.resources.map((resource) => (
          <li key={resource.id}>
            <Link
              to="/resource/{-$arg}"
              params={{
                arg: encodeArg([
                  data.brandId,
                  data.restaurantId,
                  data.fromIndex ? 1 : 0,
                  data.resourceType,
                  resource.id,
                ]),
              }}
              className="card resource-link"
            >
              {resource.imageUrl ? (
                <img src={resource.imageUrl} alt="" width={96} height={64} loading="lazy" />
              ) : null}
              <span>{localized(resource, 'resourceName', locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <>
      <PageHeader title={title} />
      <div className="page">{body}</div>
    </>
  )
}
