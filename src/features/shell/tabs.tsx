import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { BottomFunction, BottomFunctionKey } from '../../domain/brandApi'

export type TabDefinition = {
  key: BottomFunctionKey
  label: MessageDescriptor
  to: LinkProps['to']
  /** Whether the tab is the current one for a router pathname (without the /shop base). */
  isCurrent: (pathname: string) => boolean
  icon: ReactNode
}

const HomeIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
  </svg>
)

const AccountIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <circle cx="12" cy="8" r="4" fill="currentColor" />
    <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5z" fill="currentColor" />
  </svg>
)

/**
 * The tabs whose screens exist, in default order. Ordering, Order and Account are added here,
 * one line each, by the issues that build their screens (SPEC §2 bottom tab bar).
 */
export const TABS: readonly TabDefinition[] = [
  {
    key: 'home',
    label: msg`Home`,
    to: '/brand/index/{-$arg}',
    isCurrent: (pathname) => pathname === '/brand/index' || pathname.startsWith('/brand/index/'),
    icon: HomeIcon,
  },
  {
    key: 'account',
    label: msg`Account`,
    to: '/brand/account/{-$arg}',
    isCurrent: (pathname) => pathname === '/brand/account' || pathname.startsWith('/brand/account/'),
    icon: AccountIcon,
  },
]

/**
 * Applies the brand's configuration: a tab the brand lists with show 0 is hidden, listed tabs
 * follow its sort, tabs it does not list keep their default place after them.
 */
export function visibleTabs(
  tabs: readonly TabDefinition[],
  config: readonly BottomFunction[] | null,
): { tab: TabDefinition; setting: BottomFunction | undefined }[] {
  const byKey = new Map((config ?? []).map((entry) => [entry.functionKey, entry]))
  return tabs
    .map((tab, index) => ({ tab, setting: byKey.get(tab.key), index }))
    .filter(({ setting }) => setting === undefined || setting.show === 1)
    .sort((a, b) => (a.setting?.sort ?? 1e6 + a.index) - (b.setting?.sort ?? 1e6 + b.index))
    .map(({ tab, setting }) => ({ tab, setting }))
}
