import { SmsDeliveryError, type SmsMessage, type SmsSender } from './types'

export type TwilioConfig = {
  accountSid: string
  authToken: string
  /** A +E.164 sender number or an MG… messaging service id. */
  from: string
  /** https://api.twilio.com, or a local fake in tests. */
  baseUrl: string
  timeoutMs?: number
}

/** The HTTP request Twilio's Messages API expects for one message (built apart so it can be tested). */
function twilioRequest(config: TwilioConfig, message: SmsMessage): { url: string; init: RequestInit } {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`
  const form = new URLSearchParams({ To: message.to, Body: message.body })
  if (config.from.startsWith('MG')) form.set('MessagingServiceSid', config.from)
  else form.set('From', config.from)
  const basic = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')
  return {
    url,
    init: {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: form.toString(),
    },
  }
}

/** Twilio Messages API sender (POST /2010-04-01/Accounts/{sid}/Messages.json, HTTP basic auth). */
export class TwilioSmsSender implements SmsSender {
  readonly name = 'twilio'
  constructor(private readonly config: TwilioConfig) {}

  async send(message: SmsMessage): Promise<void> {
    const { url, init } = twilioRequest(this.config, message)
    let response: Response
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000) })
    } catch (error) {
      throw new SmsDeliveryError(
        `Twilio unreachable: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    if (response.status !== 201 && response.status !== 200) {
      let detail = ''
      try {
        const body = (await response.json()) as { code?: number; message?: string }
        detail = ` ${body.code ?? ''} ${body.message ?? ''}`.trimEnd()
      } catch {
        // not JSON
      }
      throw new SmsDeliveryError(`Twilio answered HTTP ${response.status}${detail}`)
    }
    await response.body?.cancel()
  }
}
