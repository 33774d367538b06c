import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isNetworkFailure } from '../../api/client'
import { sendSmsCode } from '../../api/member'
import { useApp } from '../../app/appContext'
import { SMS_RESEND_SECONDS } from '../../domain/memberRules'
import { showToast } from '../../ui/toasts'

export type SmsSender = {
  /** A send is in flight: a second one is refused (SPEC §4 send flag). */
  sending: boolean
  /** A code has been sent since the sheet opened: login may be tried. */
  sent: boolean
  /** Seconds left before another code may be asked for; 0 when allowed. */
  secondsLeft: number
  /** Whether logins with this phone are locked (LOGIN.0020): no code is sent, none could be used. */
  isLocked: (countryId: number, phone: string) => boolean
  /** Records a lock of the phone for `seconds` (the server's count, not its clock). */
  lock: (countryId: number, phone: string, seconds: number) => void
  /** Sends a code; resolves true when the server accepted it. */
  send: (countryId: number, phone: string) => Promise<boolean>
}

const phoneKey = (countryId: number, phone: string) => `${countryId}-${phone}`

/**
 * The SMS send button's state: the send flag, the sent flag, the 60 s resend countdown and the
 * login lock of the phone, which ends by itself when its time is up.
 */
export function useSmsSender(): SmsSender {
  const { t } = useLingui()
  const { api } = useApp()
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [resendAt, setResendAt] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const [locked, setLocked] = useState<{ key: string; until: number } | null>(null)
  const inFlight = useRef(false)

  useEffect(() => {
    if (resendAt <= Date.now()) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [resendAt])

  useEffect(() => {
    if (!locked) return
    const timer = setTimeout(() => setLocked(null), Math.max(0, locked.until - Date.now()))
    return () => clearTimeout(timer)
  }, [locked])

  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000))
  const lockedKey = locked?.key ?? null
  const isLocked = useCallback(
    (countryId: number, phone: string) => lockedKey === phoneKey(countryId, phone),
    [lockedKey],
  )

  const lock = useCallback((countryId: number, phone: string, seconds: number) => {
    setLocked({ key: phoneKey(countryId, phone), until: Date.now() + seconds * 1000 })
  }, [])

  const send = useCallback(
    async (countryId: number, phone: string) => {
      if (inFlight.current || resendAt > Date.now() || isLocked(countryId, phone)) return false
      inFlight.current = true
      setSending(true)
      try {
        const answer = await sendSmsCode(api, countryId, phone)
        if (!answer.success) {
          // SPEC §8: errorMsg or errMsg; network failures are toasted by the client already.
          const raw = answer as { errorMsg?: string }
          const message = raw.errorMsg || answer.errMsg
          if (message && !isNetworkFailure(answer)) showToast(message)
          return false
        }
        setSent(true)
        setResendAt(Date.now() + SMS_RESEND_SECONDS * 1000)
        setNow(Date.now())
        showToast(t`Verification code sent`)
        return true
      } finally {
        inFlight.current = false
        setSending(false)
      }
    },
    [api, resendAt, isLocked, t],
  )

  return { sending, sent, secondsLeft, isLocked, lock, send }
}
