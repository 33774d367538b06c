import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { logoPicture } from '../../api/pictures'
import './brand.css'

/** Brand band at the top of the brand pages: logo, name and the language switch. */
export function BrandHeader({ name, logo }: { name: string; logo: string | undefined }) {
  const { t } = useLingui()
  return (
    <header className="brand-header">
      {logo ? (
        <img className="brand-header-logo" {...logoPicture(logo)} alt="" width={40} height={40} />
      ) : null}
      <h1 className="brand-header-name">{name}</h1>
      <Link to="/changeLang" className="icon-button brand-header-action" aria-label={t`Change language`}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </Link>
    </header>
  )
}
