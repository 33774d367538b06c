import type { Names } from './upsert'

/**
 * Menu content as the seed writes it: one catalog per brand and kind of menu, copied into every
 * menu that uses it. Codes are unique within a catalog; combo items name the food they offer.
 */

type ModifierOptionSeed = Names & { code: string; price?: string; defmodifier?: 0 | 1 }

export type ModifierGroupSeed = Names & {
  code: string
  minqty: number
  maxqty: number
  options: ModifierOptionSeed[]
}

type ComboItemSeed = {
  code: string
  /** Code of a food of the same catalog. */
  foodCode: string
  price?: string
  defmodifier?: 0 | 1
  qty?: number
  top?: 0 | 1
}

type ComboGroupSeed = Names & {
  code: string
  minqty: number
  maxqty: number
  required: boolean
  preferentialPrice?: string
  showType?: number
  items: ComboItemSeed[]
}

export type FoodSeed = Names & {
  code: string
  description?: string
  description1?: string
  description2?: string
  price: string
  mealPrice?: string
  lunchboxPrice?: string
  serviceCharge?: 0 | 1
  marketPrice?: string
  /** 1 hidden from the menu (offered only inside combos); 2 and 3 shown but never addable. */
  invisible?: 0 | 1 | 2 | 3
  surplusNum?: number
  remainingNumber?: number
  isDisable?: 0 | 1
  limitType?: 0 | 1 | 2
  limitAmount?: number
  automod?: 0 | 1
  ablediscount?: 0 | 1
  imageUrl: string
  modifiers?: ModifierGroupSeed[]
  combo?: ComboGroupSeed[]
}

export type CategorySeed = Names & {
  code: string
  limitType?: 0 | 1 | 2
  limitAmount?: number
  foods: FoodSeed[]
}

/** Demo image served by the server itself. */
export const image = (file: string) => `/uploads/demo/${file}`

/** A dish's own picture, named by its code (drawn by scripts/demo-pictures.ts). */
export const foodImage = (code: string) => image(`foods/${code}.svg`)
