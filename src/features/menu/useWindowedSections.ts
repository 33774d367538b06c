import { type RefObject, useEffect, useMemo, useState } from 'react'

/**
 * Windowing for a long list of sections (menu categories) scrolled by the page: every section keeps
 * its full height (so the scroll bar, anchors and the scroll-spy stay true), but only the rows near
 * the viewport are rendered. Rows have one fixed height and sections one header height, both in rem
 * so they follow the user's font size. No layout is read while rendering, nor forced for the first
 * measure; one passive scroll listener, throttled to animation frames, moves the window only when
 * the rows near the viewport are no longer all inside it, so most scrolls render nothing again.
 */

/** Rows rendered beyond each edge of the viewport when the window moves. */
const OVERSCAN_ROWS = 6
/** The window moves once fewer rows than this are left beyond an edge of the viewport. */
const KEEP_ROWS = 3
/** Window edges fall on multiples of this many rows. */
const STEP_ROWS = 3

type SectionLayout = {
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

function viewportHeight(): number {
  return window.innerHeight || document.documentElement.clientHeight
}

/** The band from `top` (the list's top relative to the viewport) with `rows` of margin each side. */
function bandAround(top: number, rowHeight: number, rows: number): Band {
  const step = rowHeight * STEP_ROWS
  const margin = rowHeight * rows
  return {
    from: Math.max(0, Math.floor((-top - margin) / step) * step),
    to: Math.ceil((-top + viewportHeight() + margin) / step) * step,
  }
}

/**
 * Before the first measure: the rows of a screen from the top, and one more. The first render is
 * only what shows; the measure right after it adds the rows beyond the screen.
 */
function firstBand(rowHeight: number): Band {
  return typeof window === 'undefined' ? { from: 0, to: 1200 } : bandAround(0, rowHeight, 1)
}

const covers = (outer: Band, inner: Band) => outer.from <= inner.from && outer.to >= inner.to

/**
 * Calls `measured` once with the list's top (relative to the viewport) as the browser lays out its
 * next frame; returns the cancel function. An intersection observer reports the layout the frame
 * makes anyway, in a task of its own: reading it in the effect instead forced a restyle and layout
 * of the whole just-hydrated menu inside the effects' task (issue 14: long tasks).
 */
function firstMeasure(list: HTMLElement, measured: (top: number) => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    measured(list.getBoundingClientRect().top)
    return () => {}
  }
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect()
    const latest = entries[entries.length - 1]
    if (latest) measured(latest.boundingClientRect.top)
  })
  observer.observe(list)
  return () => observer.disconnect()
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
  const [band, setBand] = useState<Band>(() => firstBand(rowRem * 16))
  const rowHeight = rowRem * rem
  const headerHeight = headerRem * rem

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    let frame = 0
    const measure = (top: number) => {
      const needed = bandAround(top, rowHeight, KEEP_ROWS)
      setBand((current) => (covers(current, needed) ? current : bandAround(top, rowHeight, OVERSCAN_ROWS)))
    }
    const update = () => {
      frame = 0
      measure(list.getBoundingClientRect().top)
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    const first = firstMeasure(list, (top) => {
      setRem(remPx())
      measure(top)
    })
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null
    observer?.observe(document.body)
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame)
      first()
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
