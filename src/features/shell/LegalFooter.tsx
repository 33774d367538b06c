import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { RESOURCE_TYPE } from '../../domain/routeArgs'
import { useBrand } from '../brand/BrandContext'
import { OtherAppLinks } from './OtherAppLinks'

/** Loaded when a popup is first opened. */
const ResourceDialog = lazy(() =>
  import('./ResourceDialog').then((module) => ({ default: module.ResourceDialog })),
)

type LegalText = typeof RESOURCE_TYPE.terms | typeof RESOURCE_TYPE.privacy

/** Footer: Terms and Privacy popups, language switch, and links to the brand's other apps on local hosts. */
export function LegalFooter({ withAppLinks }: { withAppLinks: boolean }) {
  const { t } = useLingui()
  const { brandId, restaurantId } = useBrand()
  const [openText, setOpenText] = useState<LegalText | null>(null)

  return (
    <footer className="site-footer">
      <ul className="site-footer-links">
        {brandId ? (
          <>
            <li>
              <button type="button" className="link-button" onClick={() => setOpenText(RESOURCE_TYPE.terms)}>
                <Trans>Terms of Use</Trans>
              </button>
            </li>
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => setOpenText(RESOURCE_TYPE.privacy)}
              >
                <Trans>Privacy Policy</Trans>
              </button>
            </li>
          </>
        ) : null}
        <li>
          <Link to="/changeLang" className="link-button">
            <Trans>Language</Trans>
          </Link>
        </li>
        {withAppLinks && brandId ? (
          <OtherAppLinks brandId={brandId} restaurantId={restaurantId ?? 0} linkClassName="link-button" />
        ) : null}
      </ul>
      {brandId && openText !== null ? (
        <Suspense fallback={null}>
          <ResourceDialog
            brandId={brandId}
            resourceType={openText}
            fallbackTitle={openText === RESOURCE_TYPE.terms ? t`Terms of Use` : t`Privacy Policy`}
            onClose={() => setOpenText(null)}
          />
        </Suspense>
      ) : null}
    </footer>
  )
}
