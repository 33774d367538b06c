import type { Logger } from 'pino'
import type { SmsMessage, SmsSender } from './types'

export type InboxEntry = { to: string; body: string; sentAt: Date }

/** How many messages the dev inbox keeps (oldest dropped first). */
const INBOX_LIMIT = 1000

/**
 * Console / dev-inbox sender, the default outside production: logs that a message went out (not its
 * text) and keeps the last messages in memory so GET /api/dev/sms can show the latest code to a
 * client on this machine.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly name = 'console'
  private readonly inbox: InboxEntry[] = []

  constructor(private readonly logger?: Logger) {}

  async send(message: SmsMessage): Promise<void> {
    this.inbox.push({ ...message, sentAt: new Date() })
    if (this.inbox.length > INBOX_LIMIT) this.inbox.shift()
    this.logger?.info({ to: message.to }, 'sms (console sender): read it at /api/dev/sms')
  }

  /** The latest message to a phone, or null. */
  latest(to: string): InboxEntry | null {
    for (let i = this.inbox.length - 1; i >= 0; i--) {
      if (this.inbox[i]!.to === to) return this.inbox[i]!
    }
    return null
  }
}
