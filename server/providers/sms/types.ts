/** One SMS to send: the phone in E.164 (`+85291234567`) and the text. */
export type SmsMessage = { to: string; body: string }

/** A way to deliver SMS (DESIGN §4 providers). `send` rejects when delivery failed. */
export interface SmsSender {
  readonly name: string
  send(message: SmsMessage): Promise<void>
}

export class SmsDeliveryError extends Error {}
