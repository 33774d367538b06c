import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { GroupProblem } from '../../domain/menu/combo'

/**
 * The message of a group whose picks do not fit (combo.ts checkGroup), SPEC §5: the choosers' words
 * (./menuText.ts has the menu's).
 */
export function groupProblemText(i18n: I18n, problem: GroupProblem): string {
  switch (problem.code) {
    case 'required':
    case 'invalidPick':
      return i18n._(msg`Required`)
    case 'selectExactly': {
      const count = problem.count
      return i18n._(msg`Select ${count}`)
    }
    case 'selectRange': {
      const { min, max } = problem
      return i18n._(msg`Select ${min}~${max}`)
    }
    case 'selectAtLeast': {
      const min = problem.min
      return i18n._(msg`Select at least ${min}`)
    }
  }
}
