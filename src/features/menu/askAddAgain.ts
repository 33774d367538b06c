import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ask } from '../../ui/questions'

/**
 * SPEC §5 FOODINTERVAL: asks whether to add a dish added less than `minutes` ago once more; true to
 * add. Loaded when first needed, with its words in the `cart` catalog part (loaded once the menu
 * has shown).
 */
export function askAddAgain(i18n: I18n, name: string, minutes: number): Promise<boolean> {
  return ask({
    title: i18n._(msg`Add it again?`),
    message: i18n._(msg`${name} was already added in the last ${minutes} minutes`),
    yes: i18n._(msg`Add again`),
    no: i18n._(msg`Not now`),
  })
}
