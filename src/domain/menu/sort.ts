/**
 * SPEC §3 Food sort fields: foods are ordered by foodType, fcSeqNo, fmSeqNo, mSeqNo, ciSeqNo,
 * fmId, fcId, then id, each ascending. Interpretation: numeric strings count as numbers; a missing,
 * empty or non-numeric value sorts after every present one; equal foods keep their input order.
 */
import type { FoodSortFields } from './types'

/** The sort fields, in the order they are compared. */
export const FOOD_SORT_KEYS = [
  'foodType',
  'fcSeqNo',
  'fmSeqNo',
  'mSeqNo',
  'ciSeqNo',
  'fmId',
  'fcId',
  'id',
] as const

function sortValue(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/** Compares two foods by the SPEC sort fields (missing values last); 0 when all are equal. */
export function compareFoods(a: FoodSortFields, b: FoodSortFields): number {
  for (const key of FOOD_SORT_KEYS) {
    const left = sortValue(a[key])
    const right = sortValue(b[key])
    if (left === right) continue
    if (left === null) return 1
    if (right === null) return -1
    return left - right
  }
  return 0
}

/** A new array of the foods in SPEC order; stable. */
export function sortFoods<T extends FoodSortFields>(foods: readonly T[]): T[] {
  return foods
    .map((food, position) => ({ food, position }))
    .sort((a, b) => compareFoods(a.food, b.food) || a.position - b.position)
    .map((entry) => entry.food)
}
