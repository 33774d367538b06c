import { t } from '@lingui/core/macro'

export type ImageSize = { width: number; height: number; aspectRatio: number }

/**
 * Loads `url` as the page would show it and resolves with its natural size; rejects with the
 * translated SPEC §8 message when the browser cannot load or decode it.
 */
export function loadImageSize(url: string): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => {
      const { naturalWidth: width, naturalHeight: height } = image
      if (width === 0 || height === 0) reject(new Error(t`Image failed to load`))
      else resolve({ width, height, aspectRatio: width / height })
    }
    image.onerror = () => reject(new Error(t`Image failed to load`))
    image.src = url
  })
}
