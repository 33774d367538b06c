import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { fullWidthPicture } from '../../api/pictures'
import type { CarouselSlide } from '../../domain/contract/brand'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { leadingPictureProps } from '../../ui/leadingPicture'
import './brand.css'

/** Slide pictures are 2:1; the box keeps that shape before they load, so nothing shifts. */
const SLIDE_WIDTH = 960
const SLIDE_HEIGHT = 480

function SlideLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter()
  if (href === '') return <>{children}</>
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return (
    <a
      href={`/shop${href}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    >
      {children}
    </a>
  )
}

/** Brand slides on a scroll-snap track (the caption carries each slide's text, so pictures are decorative) with previous/next and per-slide buttons. */
export function Carousel({
  slides,
  label,
  sizes = '(min-width: 600px) 480px, 100vw',
}: {
  slides: readonly CarouselSlide[]
  label: string
  /** The slides' width in the page, for picking a picture size (the <img>'s `sizes`). */
  sizes?: string
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const trackRef = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const onScroll = () => setCurrent(Math.round(track.scrollLeft / Math.max(track.clientWidth, 1)))
    track.addEventListener('scroll', onScroll, { passive: true })
    return () => track.removeEventListener('scroll', onScroll)
  }, [])

  const goTo = (index: number) => {
    const track = trackRef.current
    if (!track) return
    const target = (index + slides.length) % slides.length
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: target * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' })
    setCurrent(target)
  }

  if (slides.length === 0) return null
  const total = slides.length
  return (
    <section className="carousel" aria-roledescription={t`carousel`} aria-label={label}>
      {/* Focusable so keyboard users can scroll the track with the arrow keys (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus to be keyboard-scrollable */}
      <ul ref={trackRef} className="carousel-track" tabIndex={0}>
        {slides.map((slide, index) => {
          const title = localized(slide, 'title', locale)
          const position = index + 1
          return (
            <li
              key={slide.id}
              className="carousel-slide"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${total}`}
              inert={index !== current}
            >
              <SlideLink href={slide.linkUrl}>
                <img
                  {...fullWidthPicture(slide.imageUrl)}
                  sizes={sizes}
                  alt=""
                  width={SLIDE_WIDTH}
                  height={SLIDE_HEIGHT}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  {...leadingPictureProps(index === 0)}
                  decoding="async"
                />
                {title ? <span className="carousel-caption">{title}</span> : null}
              </SlideLink>
            </li>
          )
        })}
      </ul>
      {total > 1 ? (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-arrow"
            aria-label={t`Previous slide`}
            onClick={() => goTo(current - 1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
          <div className="carousel-dots">
            {slides.map((slide, index) => {
              const position = index + 1
              return (
                <button
                  key={slide.id}
                  type="button"
                  className="carousel-dot"
                  aria-label={t`Show slide ${position}`}
                  aria-pressed={index === current}
                  onClick={() => goTo(index)}
                />
              )
            })}
          </div>
          <button
            type="button"
            className="carousel-arrow"
            aria-label={t`Next slide`}
            onClick={() => goTo(current + 1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  )
}
