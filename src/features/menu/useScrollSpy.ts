import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/**
 * Scroll-spy for the menu's category sections (`[data-section]` children of the list, which are
 * always rendered at full height, see useWindowedSections): an IntersectionObserver watches a band
 * just below the sticky header, and the first section in it is the active one. Jumping to a
 * section makes it active at once; the spy waits until that scroll has ended, and if the page is
 * then elsewhere (the diner scrolled on meanwhile), marks the section it is at.
 */

/** The band watched: from under the sticky header down to this share of the viewport. */
const BAND_BOTTOM = '-55%'
/** Longest a jump scroll is waited for where `scrollend` is not supported, ms. */
const JUMP_WAIT_MS = 1000

/** Height of the sticky page header (the band starts below it). */
function stickyTop(): number {
  const header = document.querySelector('.page-header')
  return header ? Math.round(header.getBoundingClientRect().height) : 0
}

export function useScrollSpy(
  listRef: RefObject<HTMLElement | null>,
  sectionCount: number,
): { active: number; jumpTo: (index: number) => void } {
  const [active, setActive] = useState(0)
  const jumping = useRef(false)
  /** Counts the jumps: a jump's end is its own only while no later jump has started. */
  const jumps = useRef(0)
  /** The sections in the band now, as the spy last saw them. */
  const inBand = useRef(new Set<number>())

  useEffect(() => {
    const list = listRef.current
    if (!list || sectionCount === 0 || typeof IntersectionObserver !== 'function') return
    const band = inBand.current
    let spy: IntersectionObserver | null = null
    /** (Re)starts the spy for a sticky header this tall, px. */
    const watch = (headerHeight: number) => {
      spy?.disconnect()
      band.clear()
      spy = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.section)
            if (entry.isIntersecting) band.add(index)
            else band.delete(index)
          }
          if (jumping.current || band.size === 0) return
          setActive(Math.min(...band))
        },
        { rootMargin: `-${Math.round(headerHeight) + 1}px 0px ${BAND_BOTTOM} 0px`, threshold: 0 },
      )
      for (const section of list.querySelectorAll<HTMLElement>('[data-section]')) spy.observe(section)
    }
    // The header's height as the browser lays out its next frame, and again when it changes: read
    // in this effect, it forced a layout of the whole just-hydrated menu in the effects' task (issue 14).
    const header = document.querySelector('.page-header')
    const sizes =
      header && typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries) => {
            const box = entries[entries.length - 1]?.borderBoxSize[0]
            if (box) watch(box.blockSize)
          })
        : null
    if (header && sizes) sizes.observe(header, { box: 'border-box' })
    else watch(stickyTop())
    return () => {
      sizes?.disconnect()
      spy?.disconnect()
    }
  }, [listRef, sectionCount])

  const jumpTo = useCallback(
    (index: number) => {
      const section = listRef.current?.querySelector<HTMLElement>(`[data-section="${index}"]`)
      if (!section) return
      setActive(index)
      jumping.current = true
      const jump = ++jumps.current
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      const top = section.getBoundingClientRect().top + window.scrollY - stickyTop()
      // Where the jump ends: the last sections cannot reach the top when the page ends first.
      const destination = Math.max(
        0,
        Math.min(top, document.documentElement.scrollHeight - window.innerHeight),
      )
      let timer = 0
      const done = () => {
        window.clearTimeout(timer)
        window.removeEventListener('scrollend', done)
        if (jumps.current !== jump) return
        jumping.current = false
        const band = inBand.current
        if (Math.abs(window.scrollY - destination) > 2 && band.size > 0) setActive(Math.min(...band))
      }
      window.addEventListener('scrollend', done, { once: true })
      timer = window.setTimeout(done, JUMP_WAIT_MS)
      window.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' })
      // Keyboard users continue inside the category they chose.
      section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
    },
    [listRef],
  )

  return { active, jumpTo }
}
