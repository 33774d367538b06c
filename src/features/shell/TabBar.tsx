import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { useBrand } from '../brand/BrandContext'
import { TABS, visibleTabs } from './tabs'

/** Bottom tab bar built from TABS and the brand's bottom-function settings. */
export function TabBar() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { bottomFunctions, brandId } = useBrand()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const tabs = visibleTabs(TABS, bottomFunctions)
  if (tabs.length === 0) return null
  return (
    <nav className="tab-bar" aria-label={t`Main`}>
      <ul>
        {tabs.map(({ tab, setting }) => {
          const current = tab.isCurrent(pathname)
          const label = (setting && localized(setting, 'name', locale)) || i18n._(tab.label)
          return (
            <li key={tab.key}>
              <Link
                to={tab.to}
                params={{ arg: tab.arg && brandId ? tab.arg(brandId) : undefined }}
                className="tab"
                aria-current={current ? 'page' : undefined}
              >
                {tab.icon}
                <span>{label}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
