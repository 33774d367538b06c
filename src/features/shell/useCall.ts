import { useEffect, useRef, useState } from 'react'
import type { Envelope } from '../../domain/envelope'

/** Answers shared by every component that asks with the same key, for the life of the page. */
const answers = new Map<string, Promise<Envelope<unknown>>>()

/** Forgets cached answers whose key starts with the prefix (e.g. after a language change). */
export function forgetCalls(prefix = ''): void {
  for (const key of answers.keys()) if (key.startsWith(prefix)) answers.delete(key)
}

/**
 * Runs an API call once per key and shares its envelope; `undefined` while it runs or when key
 * is null. A failed answer is not kept, so the next component that asks tries again.
 */
export function useCall<T>(key: string | null, call: () => Promise<Envelope<T>>): Envelope<T> | undefined {
  const [answer, setAnswer] = useState<{ key: string; envelope: Envelope<T> } | null>(null)
  const callRef = useRef(call)
  callRef.current = call

  useEffect(() => {
    if (key === null) return
    let live = true
    let pending = answers.get(key) as Promise<Envelope<T>> | undefined
    if (!pending) {
      pending = callRef.current()
      answers.set(key, pending)
    }
    void pending.then((envelope) => {
      if (!envelope.success) answers.delete(key)
      if (live) setAnswer({ key, envelope })
    })
    return () => {
      live = false
    }
  }, [key])

  return answer && answer.key === key ? answer.envelope : undefined
}

/** Stores an answer fetched elsewhere (e.g. by a route loader) so components asking for it reuse it. */
export function rememberCall<T>(key: string, envelope: Envelope<T>): void {
  if (envelope.success) answers.set(key, Promise.resolve(envelope))
}
