import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { useApp } from '../../app/appContext'
import { useAnswer } from '../../data/calls'
import { countryListRead } from '../../data/shellReads'
import { localized } from '../../domain/locale'
import { isValidLoginPhone, isValidSmsCode, phoneLengthFor, SMS_CODE_LENGTH } from '../../domain/memberRules'
import { useLocale } from '../../i18n/useLocale'
import { Dialog } from '../../ui/Dialog'
import { Spinner } from '../../ui/Spinner'
import { useBrand } from '../brand/BrandContext'
import { AgreementField } from './AgreementField'
import { logInOrRegister } from './loginFlow'
import { useSmsSender } from './useSmsSender'
import './login.css'

type Field = 'country' | 'phone' | 'code' | 'agreement' | 'form'
/** `lock`: the message of a login lock (LOGIN.0020), shown while that lock lasts. */
type FieldError = { field: Field; message: string; lock?: true }

type LoginSheetProps = { onLoggedIn: () => void; onCancel: () => void }

/** Phone + SMS code login (SPEC §4, §5); an unknown phone is registered on the way. */
export function LoginSheet({ onLoggedIn, onCancel }: LoginSheetProps) {
  const { t } = useLingui()
  const { api } = useApp()
  const locale = useLocale()
  const { brandId } = useBrand()
  const countries = useAnswer(useMemo(countryListRead, []))
  const sms = useSmsSender()
  const ids = { country: useId(), phone: useId(), code: useId(), error: useId() }
  const [countryId, setCountryId] = useState<number | null>(null)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [lastError, setError] = useState<FieldError | null>(null)
  const [busy, setBusy] = useState(false)

  // Until the list arrives there is nothing to choose: the select says so and no code can be asked for.
  const listLoading = countries === undefined
  const countryList = countries?.data ?? []
  const country = countryId ?? countryList[0]?.id ?? null
  const phoneLength = country === null ? null : phoneLengthFor(country)
  const locked = country !== null && sms.isLocked(country, phone)
  // The lock's message goes when the lock ends (or the phone is another one).
  const error = lastError?.lock && !locked ? null : lastError
  const phoneError = t`Enter a correct Phone Number`

  const errorFor = (field: Field) =>
    error?.field === field ? (
      <p id={ids.error} className="field-error" role="alert">
        {error.message}
      </p>
    ) : null
  const describedBy = (field: Field) => (error?.field === field ? ids.error : undefined)

  async function onSend() {
    setError(null)
    if (country === null) return setError({ field: 'country', message: t`Please choose a country or region` })
    if (!isValidLoginPhone(country, phone)) return setError({ field: 'phone', message: phoneError })
    await sms.send(country, phone)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setError(null)
    if (country === null) return setError({ field: 'country', message: t`Please choose a country or region` })
    if (!isValidLoginPhone(country, phone)) return setError({ field: 'phone', message: phoneError })
    if (!sms.sent) return setError({ field: 'code', message: t`Please get a verification code first` })
    if (!isValidSmsCode(code)) return setError({ field: 'code', message: t`Verification code error` })
    if (!agreed) {
      return setError({ field: 'agreement', message: t`Please agree to the Terms of Use and Privacy Policy` })
    }
    setBusy(true)
    const outcome = await logInOrRegister(api, { phone, code, brandId: brandId ?? 0, countryId: country })
    setBusy(false)
    if (outcome.ok) return onLoggedIn()
    if (outcome.lockSeconds) sms.lock(country, phone, outcome.lockSeconds)
    if (outcome.message)
      setError({ field: 'form', message: outcome.message, lock: outcome.lockSeconds ? true : undefined })
  }

  // While locked, no countdown invites a code that could not be used: the button is off, and the
  // lock's message, which describes it, says how many minutes are left.
  const seconds = sms.secondsLeft
  const sendLabel = sms.sending
    ? t`Sending…`
    : seconds > 0 && !locked
      ? t`Resend in ${seconds} s`
      : sms.sent
        ? t`Resend code`
        : t`Send code`

  return (
    <Dialog open title={t`Log in or register`} onClose={onCancel} closeLabel={t`Close`}>
      <form className="login-form" noValidate onSubmit={onSubmit}>
        <p className="muted">
          <Trans>New phone numbers are registered automatically.</Trans>
        </p>
        <div className="field">
          <label htmlFor={ids.country}>
            <Trans>Country or region</Trans>
          </label>
          <select
            id={ids.country}
            value={country ?? ''}
            onChange={(event) => setCountryId(Number(event.target.value))}
            aria-describedby={describedBy('country')}
            disabled={listLoading}
          >
            {listLoading ? (
              <option value="">{t`Loading…`}</option>
            ) : (
              countryList.map((item) => (
                <option key={item.id} value={item.id}>
                  {localized(item, 'name', locale)} ({item.areaCode})
                </option>
              ))
            )}
          </select>
          {errorFor('country')}
        </div>
        <div className="field">
          <label htmlFor={ids.phone}>
            <Trans>Phone number</Trans>
          </label>
          <input
            id={ids.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={phoneLength ?? 11}
            placeholder={phoneLength ? t`${phoneLength} digits` : undefined}
            value={phone}
            onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
            aria-invalid={error?.field === 'phone' ? true : undefined}
            aria-describedby={describedBy('phone')}
          />
          {errorFor('phone')}
        </div>
        <div className="field">
          <label htmlFor={ids.code}>
            <Trans>Verification code</Trans>
          </label>
          <div className="field-row">
            <input
              id={ids.code}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SMS_CODE_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value.trim())}
              aria-invalid={error?.field === 'code' ? true : undefined}
              aria-describedby={describedBy('code')}
            />
            <button
              type="button"
              className="button send-code"
              onClick={onSend}
              disabled={listLoading || sms.sending || locked || sms.secondsLeft > 0}
              aria-describedby={locked ? describedBy('form') : undefined}
            >
              {sendLabel}
            </button>
          </div>
          {errorFor('code')}
        </div>
        <AgreementField
          brandId={brandId ?? 0}
          checked={agreed}
          onChange={setAgreed}
          errorId={describedBy('agreement')}
        />
        {errorFor('agreement')}
        {errorFor('form')}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? <Spinner size={18} /> : null}
          <Trans>Log in</Trans>
        </button>
      </form>
    </Dialog>
  )
}
