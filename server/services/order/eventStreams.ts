/**
 * The order event streams open on this instance (./eventsRoute.ts), by member and by client address,
 * oldest first. A new stream past a cap ends the oldest of that member or address and is served
 * (docs/api.md "Live order events"). The caps are per instance: they protect this process's memory
 * and descriptors. A stream holds ~40 KB and a socket (a probe's 3,000 streams of one token took
 * 124 MB and 2,396 descriptors).
 */

/**
 * Per member: the app holds one per open order screen (the list or one order), so one per tab or
 * device; 8 covers a diner with several tabs and devices at once.
 */
export const STREAMS_PER_MEMBER = 8

/**
 * Per client address (IPv6 per /64): diners at a restaurant share its Wi-Fi's public address. A
 * packed 400-seat hall has ~150 phones in the app (server/services/logIntake.ts), an order screen
 * open mostly between ordering and the food: 64 at once leaves room, and the oldest screen past it
 * only falls back to polling every 10 s. One address's 64 streams hold ~3 MB and 64 descriptors.
 */
export const STREAMS_PER_ADDRESS = 64

type OpenStream = { memberId: number; address: string; end: () => void }

/** Open streams by key, each set in opening order. */
class StreamsBy<K> {
  private readonly sets = new Map<K, Set<OpenStream>>()

  add(key: K, stream: OpenStream): Set<OpenStream> {
    const set = this.sets.get(key) ?? new Set()
    set.add(stream)
    this.sets.set(key, set)
    return set
  }

  delete(key: K, stream: OpenStream): void {
    const set = this.sets.get(key)
    if (set?.delete(stream) && set.size === 0) this.sets.delete(key)
  }
}

export class OpenEventStreams {
  private readonly byMember = new StreamsBy<number>()
  private readonly byAddress = new StreamsBy<string>()

  /**
   * Counts a new stream of the member from the address; past a cap, ends the oldest ones (`end` is
   * called once, after the stream is no longer counted). Answers the release to call when it ends.
   */
  open(memberId: number, address: string, end: () => void): () => void {
    const stream = { memberId, address, end }
    this.endOldest(this.byMember.add(memberId, stream), STREAMS_PER_MEMBER)
    this.endOldest(this.byAddress.add(address, stream), STREAMS_PER_ADDRESS)
    return () => this.release(stream)
  }

  private endOldest(streams: Set<OpenStream>, cap: number): void {
    for (const oldest of streams) {
      if (streams.size <= cap) return
      this.release(oldest)
      oldest.end()
    }
  }

  private release(stream: OpenStream): void {
    this.byMember.delete(stream.memberId, stream)
    this.byAddress.delete(stream.address, stream)
  }
}
