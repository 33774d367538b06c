import { Trans, useLingui } from '@lingui/react/macro'
import Decimal from 'decimal.js'
import { useId } from 'react'
import { localized } from '../../domain/locale'
import {
  type ChoiceProblem,
  type Choices,
  type GroupProblem,
  groupBounds,
  groupRule,
  type ItemPick,
  orderedItems,
} from '../../domain/menu/combo'
import { pickPrice } from '../../domain/menu/comboDetails'
import { nameCarriesPrice } from '../../domain/menu/namedPrice'
import { setPickCount } from '../../domain/menu/pickCount'
import type { ChoiceGroup, GroupItem } from '../../domain/menu/types'
import { useLocale } from '../../i18n/useLocale'
import { showToast } from '../../ui/toasts'
import { groupProblemText } from './choiceText'

/** `data-choice-path` of a group: the ids from the top, joined with '-'. */
export function choicePathKey(path: readonly number[]): string {
  return path.join('-')
}

type GroupsProps = {
  groups: readonly ChoiceGroup[]
  choices: Choices
  onChange: (choices: Choices) => void
  /** The problem to show (after a failed add), wherever it is. */
  problem: ChoiceProblem | null
  price: (value: string) => string
  /** Ids above these groups (nested groups of a picked item). */
  path?: readonly number[]
}

/**
 * The modifier or combo groups of a food (SPEC §5 combos): each group says how many to pick
 * ('Select x', 'Select x~y', 'Select at least x'), optional groups say so, and a failed add shows
 * the group's message ('Required' …) beside it. A picked item's own groups open beneath it.
 */
export function ChoiceGroups({ groups, choices, onChange, problem, price, path = [] }: GroupsProps) {
  return (
    <div className="choice-groups">
      {groups.map((group) => (
        <GroupField
          key={group.id}
          group={group}
          picks={choices[group.id] ?? []}
          onPicks={(picks) => onChange({ ...choices, [group.id]: picks })}
          problem={problem}
          price={price}
          path={[...path, group.id]}
        />
      ))}
    </div>
  )
}

function problemAt(problem: ChoiceProblem | null, path: readonly number[]): GroupProblem | null {
  if (!problem || choicePathKey(problem.path) !== choicePathKey(path)) return null
  return problem.problem
}

function GroupField({
  group,
  picks,
  onPicks,
  problem,
  price,
  path,
}: {
  group: ChoiceGroup
  picks: readonly ItemPick[]
  onPicks: (picks: ItemPick[]) => void
  problem: ChoiceProblem | null
  price: (value: string) => string
  path: number[]
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const errorId = useId()
  const own = problemAt(problem, path)
  const { required, max } = groupBounds(group)
  const hint = groupProblemText(i18n, groupRule(group))
  // "Select 1" is a choice of one: radio buttons. An optional one stays a box that can be unticked.
  const single = required && max === 1
  const radioName = useId()

  function setCount(item: GroupItem, count: number) {
    const update = setPickCount(group, picks, item.id, count)
    if (update.code === 'ok') onPicks(update.picks)
    else showToast(hint)
  }

  return (
    <fieldset
      className={`choice-group${own ? ' choice-group-error' : ''}`}
      data-choice-path={choicePathKey(path)}
      aria-describedby={own ? errorId : undefined}
    >
      <legend className="choice-group-legend" tabIndex={-1}>
        <span className="choice-group-name">{localized(group, 'name', locale)}</span>
        <span className="choice-group-hint">
          {hint}
          {required ? null : (
            <>
              {' · '}
              <Trans>Optional</Trans>
            </>
          )}
        </span>
      </legend>
      {own ? (
        <p id={errorId} className="choice-error" role="alert">
          {groupProblemText(i18n, own)}
        </p>
      ) : null}
      <ul className="choice-items">
        {orderedItems(group).map((item) => {
          const pick = picks.find((entry) => entry.itemId === item.id)
          const count = pick?.count ?? 0
          const cost = pickPrice(group, item)
          const name = localized(item, 'name', locale)
          return (
            <li key={item.id} className="choice-item">
              <label className="choice-item-label">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={single ? radioName : undefined}
                  checked={count > 0}
                  onChange={(event) => setCount(item, event.target.checked ? 1 : 0)}
                />
                <span className="choice-item-name">{name}</span>
                {new Decimal(cost).gt(0) && !nameCarriesPrice(name, cost) ? (
                  <span className="choice-item-price">+{price(cost)}</span>
                ) : null}
              </label>
              {count > 0 && max !== 1 ? (
                <PickCount name={name} count={count} onCount={(next) => setCount(item, next)} />
              ) : null}
              {pick && (item.itemDetail?.length ?? 0) > 0 ? (
                <ChoiceGroups
                  groups={item.itemDetail ?? []}
                  choices={pick.details ?? {}}
                  onChange={(details) =>
                    onPicks(picks.map((entry) => (entry.itemId === item.id ? { ...entry, details } : entry)))
                  }
                  problem={problem}
                  price={price}
                  path={[...path, item.id]}
                />
              ) : null}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

function PickCount({
  name,
  count,
  onCount,
}: {
  name: string
  count: number
  onCount: (count: number) => void
}) {
  const { t } = useLingui()
  return (
    <div className="pick-count">
      <button
        type="button"
        className="stepper-button"
        aria-label={t`One fewer ${name}`}
        onClick={() => onCount(count - 1)}
      >
        −
      </button>
      <output aria-label={t`${count} × ${name}`}>{count}</output>
      <button
        type="button"
        className="stepper-button"
        aria-label={t`One more ${name}`}
        onClick={() => onCount(count + 1)}
      >
        +
      </button>
    </div>
  )
}
