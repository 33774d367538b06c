import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { encodeArg } from '../../domain/args'
import type { BottomFunction, BottomFunctionKey } from '../../domain/contract/brand'

export type TabDefinition = {
  key: BottomFunctionKey
  label: MessageDescriptor
  /** Tab routes all take an optional arg (`{-$arg}`). */
  to: Extract<LinkProps['to'], `${string}/{-$arg}`>
  /** Whether the tab is the current one for a router pathname (without the /shop base). */
  isCurrent: (pathname: string) => boolean
  icon: ReactNode
  /** The route arg for the brand in use, for tabs whose route requires one. */
  arg?: (brandId: number) => string
}

const HomeIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
  </svg>
)

const OrderingIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path
      d="M7 2v8a2 2 0 0 1-1.5 1.94V22h-2V11.94A2 2 0 0 1 2 10V2h1.5v6h1V2h1.5v6h1V2zm10 0c2.2 0 4 2.7 4 6 0 2.4-1 4.4-2.5 5.4V22h-2V2z"
      fill="currentColor"
    />
  </svg>
)

const OrderIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path
      d="M6 2h12a2 2 0 0 1 2 2v17l-3-2-2.5 2-2.5-2-2.5 2L7 19l-3 2V4a2 2 0 0 1 2-2zm2 5v2h8V7zm0 4v2h8v-2zm0 4v2h5v-2z"
      fill="currentColor"
      fillRule="evenodd"
    />
  </svg>
)

const AccountIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <circle cx="12" cy="8" r="4" fill="currentColor" />
    <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5z" fill="currentColor" />
  </svg>
)

/** The tabs in default order (SPEC §2 bottom tab bar: Home, Ordering, Order, Account). */
export const TABS: readonly TabDefinition[] = [
  {
    key: 'home',
    label: msg`Home`,
    to: '/brand/index/{-$arg}',
    isCurrent: (pathname) => pathname === '/brand/index' || pathname.startsWith('/brand/index/'),
    icon: HomeIcon,
  },
  {
    key: 'ordering',
    label: msg`Ordering`,
    to: '/brand/restaurantList/{-$arg}',
    isCurrent: (pathname) =>
      /^\/(brand\/)?restaurantList(\/|$)/.test(pathname) ||
      /^\/(index|index2|pcIndex|combo)(\/|$)/.test(pathname),
    icon: OrderingIcon,
    arg: (brandId) => encodeArg([brandId, 0, 0]),
  },
  {
    key: 'order',
    label: msg`Order`,
    to: '/myOrder/{-$arg}',
    isCurrent: (pathname) => /^\/(myOrder|orderDetail|pcOrderDetail)(\/|$)/.test(pathname),
    icon: OrderIcon,
    arg: (brandId) => encodeArg([brandId, 0, 0]),
  },
  {
    key: 'account',
    label: msg`Account`,
    to: '/brand/account/{-$arg}',
    isCurrent: (pathname) => pathname === '/brand/account' || pathname.startsWith('/brand/account/'),
    icon: AccountIcon,
    // The brand on screen, not the one stored: a tap before the page's script has stored a newly
    // opened brand (a link the server rendered) must not open the previous brand's account.
    arg: (brandId) => encodeArg([brandId, 0, 0]),
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
