import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useApp } from '../../app/appContext'
import { LOCALES, type Locale } from '../../domain/locale'
import { changeLocale } from '../../i18n/changeLocale'
import { useLocale } from '../../i18n/useLocale'
import { PageHeader, useGoBack } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import './languageScreen.css'

/** Each language is named in itself, so anyone can find their own. */
const AUTONYM: Record<Locale, { name: string; lang: string }> = {
  'zh-hk': { name: '繁體中文（香港）', lang: 'zh-HK' },
  'zh-cn': { name: '简体中文', lang: 'zh-CN' },
  en: { name: 'English', lang: 'en' },
}
const DISPLAY_ORDER: readonly Locale[] = ['zh-hk', 'zh-cn', 'en']

/** /changeLang: pick one of the three languages; the choice is saved and the user goes back. */
export function LanguageScreen() {
  const { t } = useLingui()
  const app = useApp()
  const current = useLocale()
  const goBack = useGoBack()
  const [saving, setSaving] = useState<Locale | null>(null)
  usePageTitle(t`Language`)

  const choose = async (locale: Locale) => {
    setSaving(locale)
    await changeLocale(app, locale)
    goBack()
  }

  return (
    <>
      <PageHeader title={<Trans>Language</Trans>} />
      <div className="page">
        <ul className="choice-list" aria-label={t`Language`}>
          {DISPLAY_ORDER.filter((locale) => LOCALES.includes(locale)).map((locale) => (
            <li key={locale}>
              <button
                type="button"
                className="choice"
                lang={AUTONYM[locale].lang}
                aria-current={locale === current ? 'true' : undefined}
                disabled={saving !== null}
                onClick={() => void choose(locale)}
              >
                <span>{AUTONYM[locale].name}</span>
                {locale === current ? (
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                    <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
                  </svg>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
