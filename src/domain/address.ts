/**
 * How an address reads (issue 36 item 8), for every screen that shows one and for the server's
 * geocoder answers. A Chinese address runs from the largest place to the smallest with nothing
 * between the parts ("香港中環皇后大道中1號中環中心12樓A室"); an English one from the smallest to the
 * largest with commas ("Flat A, 12/F, Central Plaza, 1 Queen's Road Central, Central").
 *
 * The address's own text decides, not the interface language: an address is written once, in the
 * words of its place, and read by the diner and the rider in any language, so a Chinese address
 * stays one Chinese line in the English interface and an English one keeps its commas in Chinese.
 * The interface language decides only when the text has no letters of either kind (a bare "12").
 */
import type { Locale } from './locale'

export type AddressStyle = 'chinese' | 'english'

/** The parts of a saved address (SPEC §3 "Address"). */
export type AddressParts = {
  /** Building and street, chosen on the map or typed. */
  currentAddress?: string | null
  /** The detail typed by the diner: block, building name. */
  address?: string | null
  floor?: string | null
  unit?: string | null
}

type Part = string | null | undefined

const HAN = /\p{Script=Han}/u
const LATIN = /\p{Script=Latin}/u
/** A floor or flat given as a bare code ("12", "G", "B1", "3A"), to which the style adds its words. */
const BARE_CODE = /^[0-9A-Za-z-]{1,5}$/
/** Separators and spaces a part may carry at its ends, which the join puts back its own way. */
const EDGES = /^[\s,，、]+|[\s,，、]+$/g

const tidy = (part: Part) => (part ?? '').replace(EDGES, '')

/** Chinese when any part is written in Han characters, English when in Latin letters, else by `locale`. */
export function addressStyle(parts: readonly Part[], locale: Locale): AddressStyle {
  const text = parts.map(tidy).join(' ')
  if (HAN.test(text)) return 'chinese'
  if (LATIN.test(text)) return 'english'
  return locale === 'en' ? 'english' : 'chinese'
}

/** Places given from the smallest to the largest, joined in `style`; empty parts left out. */
export function joinPlaces(smallestFirst: readonly Part[], style: AddressStyle): string {
  const parts = smallestFirst.map(tidy).filter(Boolean)
  return style === 'chinese' ? parts.reverse().join('') : parts.join(', ')
}

/** A street from its number and road: "1 Queen's Road Central", "皇后大道中1號". */
export function streetOf(number: Part, road: Part, style: AddressStyle): string {
  const [no, name] = [tidy(number), tidy(road)]
  if (!no || !name) return name || no
  return style === 'chinese' ? `${name}${/^\d+$/.test(no) ? `${no}號` : no}` : `${no} ${name}`
}

/** "12" as "12/F" or "12樓" (Simplified: "12楼"); a floor typed with its own words stays as typed. */
function floorText(floor: string, style: AddressStyle, locale: Locale): string {
  if (!BARE_CODE.test(floor)) return floor
  if (style === 'english') return `${floor}/F`
  return `${floor}${locale === 'zh-cn' ? '楼' : '樓'}`
}

/** "A" as "Flat A" or "A室"; a unit typed with its own words ("Shop 3", "A座") stays as typed. */
function unitText(unit: string, style: AddressStyle): string {
  if (!BARE_CODE.test(unit)) return unit
  return style === 'english' ? `Flat ${unit}` : `${unit}室`
}

/** The whole address on one line, in the style of its own text (`locale` when it has none). */
export function formatAddress(parts: AddressParts, locale: Locale): string {
  const [place, detail, floor, unit] = [parts.currentAddress, parts.address, parts.floor, parts.unit].map(
    tidy,
  )
  const style = addressStyle([place, detail], locale)
  return joinPlaces(
    [unit && unitText(unit, style), floor && floorText(floor, style, locale), detail, place],
    style,
  )
}
