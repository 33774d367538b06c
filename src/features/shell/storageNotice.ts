import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { showToast } from '../../ui/toasts'

const STORAGE_PROBLEM_TEXT = {
  quota: msg`Your device storage is full, so recent changes may not be saved. Free up some space.`,
  unavailable: msg`The app lost access to its saved data. Please reload the page.`,
} as const

/** Tells the user that a write failed after start-up (DESIGN.md §7: never swallow storage errors). */
export function showStorageProblem(reason: keyof typeof STORAGE_PROBLEM_TEXT): void {
  showToast(i18n._(STORAGE_PROBLEM_TEXT[reason]))
}
