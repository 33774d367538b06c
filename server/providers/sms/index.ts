import type { Logger } from 'pino'
import type { Env } from '../../env'
import { ConsoleSmsSender } from './console'
import { TwilioSmsSender } from './twilio'
import type { SmsSender } from './types'

export { ConsoleSmsSender } from './console'
export { TwilioSmsSender } from './twilio'
export type { SmsSender } from './types'

/** Country calling codes of the country ids (docs/api.md country list). */
const CALLING_CODE: Record<number, string> = { 1: '852', 2: '65', 3: '86', 4: '853' }

/** `+<calling code><phone>` for a country id and a validated local phone. */
export function e164(countryId: number, phone: string): string {
  return `+${CALLING_CODE[countryId] ?? ''}${phone}`
}

/** The sender the configuration asks for: twilio, else console (production must ask for it: env.ts). */
export function smsSenderFromEnv(env: Env, logger?: Logger): SmsSender {
  if (env.SMS_PROVIDER === 'twilio') {
    return new TwilioSmsSender({
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM!,
      baseUrl: env.TWILIO_BASE_URL ?? 'https://api.twilio.com',
    })
  }
  return new ConsoleSmsSender(logger)
}
