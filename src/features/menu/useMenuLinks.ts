import { useCallback, useMemo } from 'react'
import { encodeArg } from '../../domain/args'
import type { MenuFood } from '../../domain/contract/menu'
import { comboArgValues, type MenuArg, menuQueryArg } from '../../domain/menuRouteArgs'

export type ChooserLink =
  | { to: '/combo/{-$arg}'; params: { arg: string } }
  | { to: '/foodDetail'; search: { arg: string; foodId: number } }

export type MenuLinks = {
  /** Link targets for the choosers of this menu: the combo chooser for foodType 2, else /foodDetail. */
  chooserLink: (food: MenuFood) => ChooserLink
  /** The search of the /remark link for this menu's cart. */
  remarkSearch: { arg: string }
}

/** The links from this menu's screens to its choosers and the cart remark. */
export function useMenuLinks(arg: MenuArg): MenuLinks {
  const chooserLink = useCallback(
    (food: MenuFood): ChooserLink =>
      Number(food.foodType) === 2
        ? { to: '/combo/{-$arg}', params: { arg: encodeArg(comboArgValues(arg, food.id)) } }
        : { to: '/foodDetail', search: { arg: menuQueryArg(arg), foodId: food.id } },
    [arg],
  )
  const remarkSearch = useMemo(() => ({ arg: menuQueryArg(arg) }), [arg])
  return { chooserLink, remarkSearch }
}
