import { type RefObject, useEffect, useMemo, useState } from 'react'

/**
 * Windowing for a long list of sections (menu categories) scrolled by the page: every section keeps
 * its full height (so the scroll bar, anchors and the scroll-spy stay true), but only the rows near
 * the viewport are rendered. Rows have one fixed height and sections one header height, both in rem
 * so they follow the user's font size. No layout is read while rendering; one passive scroll
 * listener, throttled to animation frames, moves the window in steps of a few rows.
 */

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN_ROWS = 6
/** The window moves in steps of this many rows, so small scrolls do not re-render. */
const STEP_ROWS = 3

export type SectionLayout = {
  /** Offset of the section's top in the list, px. */
  top: number
  height: number
  /** Rows of the section to render: [start, end). */
  start: number
  end: number
}

export type WindowedSections = {
  sections: SectionLayout[]
  rowHeight: number
  headerHeight: number
  totalHeight: number
}

/** Pixels per rem on this page (user font size). */
function remPx(): number {
  if (typeof window === 'undefined') return 16
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize)
  return Number.isFinite(size) && size > 0 ? size : 16
}

/** The visible band of the list in list coordinates, px, snapped to steps. */
type Band = { from: number; to: number }

function bandOf(list: HTMLElement, rowHeight: number): Band {
  const top = list.getBoundingClientRect().top
  const viewport = window.innerHeight || document.documentElement.clientHeight
  const step = rowHeight * STEP_ROWS
  const margin = rowHeight * OVERSCAN_ROWS
  return {
    from: Math.floor((-top - margin) / step) * step,
    to: Math.ceil((-top + viewport + margin) / step) * step,
  }
}

/**
 * Lays out sections of `counts[i]` rows and tells which rows to render.
 * `rowRem` and `headerRem` are the fixed heights of a row and of a section header, in rem.
 */
export function useWindowedSections(
  listRef: RefObject<HTMLElement | null>,
  counts: readonly number[],
  rowRem: number,
  headerRem: number,
): WindowedSections {
  const [rem, setRem] = useState(16)
  // Before the first measure: enough rows for a tall phone screen.
  const [band, setBand] = useState<Band>({ from: 0, to: 1200 })
  const rowHeight = rowRem * rem
  const headerHeight = headerRem * rem

  useEffect(() => {
    setRem(remPx())
  }, [])

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    let frame = 0
    const update = () => {
      frame = 0
      const next = bandOf(list, rowHeight)
      setBand((current) => (current.from === next.from && current.to === next.to ? current : next))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null
    observer?.observe(document.body)
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer?.disconnect()
    }
  }, [listRef, rowHeight])

  return useMemo(() => {
    let top = 0
    const sections = counts.map((count) => {
      const height = headerHeight + count * rowHeight
      const rowsTop = top + headerHeight
      const start = Math.max(0, Math.min(count, Math.floor((band.from - rowsTop) / rowHeight)))
      const end = Math.max(start, Math.min(count, Math.ceil((band.to - rowsTop) / rowHeight)))
      const layout = { top, height, start, end }
      top += height
      return layout
    })
    return { sections, rowHeight, headerHeight, totalHeight: top }
  }, [counts, band, rowHeight, headerHeight])
}
