/** Listeners of one kind of event: each subscribes, and every emit calls those subscribed then. */
export type Emitter<T> = {
  /** Adds `listener`; answers the function that removes it. */
  subscribe: (listener: (value: T) => void) => () => void
  /** Calls every listener with `value`, in the order they subscribed. */
  emit: (value: T) => void
}

export function createEmitter<T = void>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    emit(value) {
      for (const listener of listeners) listener(value)
    },
  }
}
