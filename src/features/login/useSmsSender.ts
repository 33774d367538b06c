import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isNetworkFailure } from '../../api/client'
import { sendSmsCode } from '../../api/member'
import { SMS_RESEND_SECONDS } from '../../domain/memberRules'
import { showToast } from '../../ui/toasts'

export type SmsSender = {
  /** A send is in flight: a second one is refused (SPEC §4 send flag). */
  sending: boolean
  /** A code has been sent since the sheet opened: login may be tried. */
  sent: boolean
  /** Seconds left before another code may be asked for; 0 when allowed. */
  secondsLeft: number
  /** Sends a code; resolves true when the server accepted it. */
  send: (countryId: number, phone: string) => Promise<boolean>
}

/** The SMS send button's state: the send flag, the sent flag and the 60 s resend countdown. */
export function useSmsSender(): SmsSender {
  const { t } = useLingui()
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [resendAt, setResendAt] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const inFlight = useRef(false)

  useEffect(() => {
    if (resendAt <= Date.now()) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [resendAt])

  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000))

  const send = useCallback(
    async (countryId: number, phone: string) => {
      if (inFlight.current || resendAt > Date.now()) return false
      inFlight.current = true
      setSending(true)
      try {
        const answer = await sendSmsCode(countryId, phone)
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
    [resendAt, t],
  )

  return { sending, sent, secondsLeft, send }
}
