import type { ApiClient } from '../../api/client'
import { isNetworkFailure } from '../../api/client'
import { isSameLine } from '../../db/cartWrites'
import { getDayData, setDayData } from '../../db/dayData'
import type { TableCartChange, TableCartView } from '../../domain/contract/tableCart'
import type { TableCartKeptValue } from '../../domain/deviceRecords'
import type { CartLine } from '../../domain/menu/types'
import {
  afterPush,
  afterSend,
  type TableRefusal,
  withPendingChanges,
  withView,
} from '../../domain/table/sharedCart'
import type { TableCall } from '../../sync/tableSync'
import type { SharedCartChannel } from './sharedCartChannel'
import { NO_TABLE_CART, type TableCartSnapshot } from './tableCartSnapshot'

/**
 * A shared cart on this phone: a table's (issue 37 items 3 and 7) or a group order's (item 4), by
 * its channel (./sharedCartChannel.ts). The cart the server last answered,
 * this phone's changes not confirmed yet, and the round being sent are kept on the device
 * (a day-scoped `app_tableCart` or `app_inviteCart` record), so the cart opens offline and nothing made offline is lost.
 * Three loops run while a screen shows the cart: the changes go to the server in the order they
 * were made (retried until answered: an add is made once, a quantity is absolute); a long read
 * brings the other phones' changes as soon as the server has them; a round being sent is sent again
 * until the server answers it — the same generation always makes the same one round.
 */

type Kept = TableCartKeptValue

/** Waits between attempts while the server cannot be reached: 1 s doubling to 15 s. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000]

const newRandomId = () => crypto.randomUUID().replaceAll('-', '')

export class TableCartStore {
  private kept: Kept = { guestKey: '', guestName: '', view: null, pending: [], sending: null }
  private snapshot: TableCartSnapshot = NO_TABLE_CART
  private readonly listeners = new Set<() => void>()
  private running = false
  private pushing = false
  private offline = false
  /** Why the last read was refused (the code stopped working, the group order closed); null when read. */
  private closed: TableRefusal | null = null
  private readonly pausing = new Set<() => void>()

  constructor(
    private readonly api: ApiClient,
    private readonly channel: SharedCartChannel,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): TableCartSnapshot => this.snapshot

  /** One POST through the app's API client: the envelope, or null when no answer came. */
  private readonly call: TableCall = async (path, body) => {
    const answer = await this.api.request({ method: 'POST', path, body, json: true }, { notify: false })
    return isNetworkFailure(answer) ? null : answer
  }

  /** The device's copy being read: changes wait for it, or they would be made on an empty record. */
  private starting: Promise<void> | null = null

  /** Reads what the device kept and starts the loops, once; stop() ends them. */
  start(): Promise<void> {
    this.starting ??= this.load()
    return this.starting
  }

  private async load(): Promise<void> {
    this.running = true
    const stored = await getDayData(this.channel.kind, this.channel.id).catch(() => undefined)
    this.kept = stored ?? { ...this.kept, guestKey: newRandomId() }
    if (!stored) await this.save()
    this.publish()
    window.addEventListener('online', this.onOnline)
    void this.readLoop()
    void this.push()
    void this.sendLoop()
  }

  stop(): void {
    this.running = false
    window.removeEventListener('online', this.onOnline)
    this.wake()
  }

  private onOnline = () => {
    this.wake()
    void this.push()
  }

  // ------------------------------------------------------------ changes

  /** Adds a line under this phone's name: into its own identical line, else as a new line. */
  async add(line: CartLine): Promise<void> {
    await this.starting
    const own = this.snapshot.lines.find(
      (shown) => shown.guestNo === this.snapshot.you && this.snapshot.you > 0 && isSameLine(shown.line, line),
    )
    if (own) return this.setNumber(own.lineId, own.line.number + line.number)
    return this.change({ kind: 'add', lineId: newRandomId(), line })
  }

  /** Sets a line's quantity (whoever added it); 0 removes it. */
  setNumber(lineId: string, number: number): Promise<void> {
    return this.change({ kind: 'set', lineId, number: Math.max(0, Math.trunc(number)) })
  }

  /** Removes every line shown now. */
  async clear(): Promise<void> {
    for (const line of this.snapshot.lines) await this.setNumber(line.lineId, 0)
  }

  /** Names this phone's guest at the table ('' for "Guest 2"). */
  async setGuestName(name: string): Promise<void> {
    await this.starting
    this.kept = { ...this.kept, guestName: name.trim() }
    await this.save()
    this.publish()
    void this.push(true)
  }

  private async change(change: TableCartChange): Promise<void> {
    await this.starting
    this.kept = { ...this.kept, pending: [...this.kept.pending, change], refusal: null }
    this.publish()
    await this.save()
    void this.push()
  }

  /** Sends the pending changes (and the guest name with `named`) until the server has them all. */
  private async push(named = false): Promise<void> {
    if (this.pushing || !this.running) return
    this.pushing = true
    let attempt = 0
    let withName = named
    try {
      while (this.running && (this.kept.pending.length > 0 || withName)) {
        const pushed = await this.channel.push(this.kept, this.call)
        if (!pushed) {
          this.setOffline(true)
          await this.pause(RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!)
          continue
        }
        attempt = 0
        withName = false
        this.setOffline(false)
        // Changes made while it was on its way stay pending; a refused batch is said and dropped.
        this.kept = afterPush(this.kept, pushed)
        await this.save()
        this.publish()
      }
    } finally {
      this.pushing = false
    }
  }

  // ------------------------------------------------------------ the others' changes

  /** Reads the cart, then waits for each next version, as long as a screen shows it. */
  private async readLoop(): Promise<void> {
    let attempt = 0
    while (this.running) {
      const after = this.kept.view?.version
      const answer = await this.channel.read(this.api, {
        guestKey: this.kept.guestKey,
        ...(after === undefined ? {} : { after }),
      })
      if (!this.running) return
      if (answer.success && answer.data) {
        attempt = 0
        this.setOffline(false)
        this.closed = null
        this.takeView(answer.data)
        await this.save()
        this.publish()
        continue
      }
      // Offline, or the code stopped working (the table's screen also learns why from the scan).
      const offline = answer.errCode?.startsWith('NETWORK.') ?? false
      this.closed = offline ? null : { code: answer.errCode ?? '', message: answer.errMsg ?? '' }
      this.setOffline(offline)
      if (!offline) this.publish()
      await this.pause(RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!)
    }
  }

  private takeView(view: TableCartView): void {
    this.kept = withView(this.kept, view)
  }

  // ------------------------------------------------------------ sending a round

  /**
   * Sends the cart as shown as one round at `expectedPrice`; kept on the device and sent again
   * until the server answers, however often the network fails.
   */
  async send(round: { expectedPrice: string; businessDay: string; remark: string; sessionId?: number }) {
    const view = this.kept.view
    if (!view || this.kept.sending) return
    // With changes still to land, the round is the version they make (set once they have).
    const version = this.kept.pending.length > 0 ? -1 : view.version
    this.kept = { ...this.kept, sending: { generation: view.generation, version, ...round }, refusal: null }
    await this.save()
    this.publish()
    this.wake()
    void this.sendLoop()
  }

  private sendingNow = false

  private async sendLoop(): Promise<void> {
    const send = this.channel.send
    if (this.sendingNow || !send) return
    this.sendingNow = true
    let attempt = 0
    try {
      while (this.running && this.kept.sending) {
        const sending = this.kept.sending
        // Its version is the one this phone's changes make: known once they have landed.
        if (sending.version < 0) {
          await this.pause(RETRY_MS[0]!)
          continue
        }
        const sent = await send(this.channel.id, sending, this.call)
        if (!sent) {
          this.setOffline(true)
          await this.pause(RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!)
          continue
        }
        this.setOffline(false)
        this.kept = afterSend(this.kept, 'answer' in sent ? { cart: sent.answer.cart } : sent)
        await this.save()
        this.publish()
      }
    } finally {
      this.sendingNow = false
    }
  }

  /** Forgets the last refusal (the diner read it). */
  dismissRefusal(): void {
    this.kept = { ...this.kept, refusal: null }
    this.publish()
    void this.save()
  }

  // ------------------------------------------------------------ plumbing

  /** Waits `ms`, or less when the phone comes online, a send starts or the screen closes. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.pausing.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.pausing.add(done)
    })
  }

  private wake(): void {
    for (const done of [...this.pausing]) done()
  }

  private setOffline(offline: boolean): void {
    if (this.offline === offline) return
    this.offline = offline
    this.publish()
  }

  private async save(): Promise<void> {
    await setDayData(this.channel.kind, this.channel.id, this.kept).catch((error: unknown) => {
      console.error('Could not keep the table’s cart on the device', error)
    })
  }

  private publish(): void {
    const { view, pending, sending, guestName } = this.kept
    const you = view?.you ?? 0
    this.snapshot = {
      loaded: true,
      lines: withPendingChanges(view?.lines ?? [], pending, you),
      guests: view?.guests ?? [],
      you,
      guestName,
      offline: this.offline,
      sending,
      tableSentOrderId: view?.sent?.orderId ?? null,
      generation: view?.generation ?? '',
      refusal: this.kept.refusal ?? null,
      closed: this.closed,
      version: view?.version ?? 0,
      changesUnsent: pending.length > 0,
      state: view?.state ?? null,
    }
    for (const listener of this.listeners) listener()
  }
}
