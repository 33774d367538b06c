import { useSyncExternalStore } from 'react'
import { createEmitter } from '../domain/emitter'

/** A yes/no question put to the diner in a dialog (./QuestionHost.tsx) before something happens. */
export type Question = {
  title: string
  message: string
  yes: string
  no: string
}

type Asked = Question & { answer: (yes: boolean) => void }

let asked: Asked | null = null
const listeners = createEmitter()

function publish(next: Asked | null): void {
  asked = next
  listeners.emit()
}

/**
 * Asks the question and resolves with the answer (false when dismissed). A question still open is
 * answered no first: one dialog at a time.
 */
export function ask(question: Question): Promise<boolean> {
  asked?.answer(false)
  return new Promise<boolean>((resolve) => {
    const entry: Asked = {
      ...question,
      answer: (yes) => {
        if (asked === entry) publish(null)
        resolve(yes)
      },
    }
    publish(entry)
  })
}

function subscribe(listener: () => void): () => void {
  return listeners.subscribe(listener)
}

/** The question waiting for an answer, if any. */
export function useAskedQuestion(): Asked | null {
  return useSyncExternalStore(
    subscribe,
    () => asked,
    () => null,
  )
}
