import { LEADING_PICTURE } from '../domain/pageState'

declare module 'react' {
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when the element is on the screen. */
    elementtiming?: string
  }
}

/**
 * The props of a picture that leads its first screen (its largest paint): fetched first, and
 * awaited, on a server-rendered page, by the page's starter before the app's script loads.
 */
export function leadingPictureProps(leading: boolean): { fetchPriority?: 'high'; elementtiming?: string } {
  return leading ? { fetchPriority: 'high', elementtiming: LEADING_PICTURE } : {}
}
