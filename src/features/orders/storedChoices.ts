import * as v from 'valibot'
import { type CartItemDetail, CartLineSchema } from '../../domain/menu/cartLine'

/** The choices as stored on an order line, checked against the cart line's item schema. */
const DetailsSchema = CartLineSchema.entries.itemDetail

/** An order line's choices (nested set-meal choices within), or none when they do not read as choices. */
export function storedChoices(raw: unknown): CartItemDetail[] {
  const parsed = v.safeParse(DetailsSchema, raw)
  return parsed.success ? parsed.output : []
}
