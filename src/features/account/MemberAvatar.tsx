import { useState } from 'react'
import { resizedUploadUrl } from '../../api/upload'

/** Avatars are drawn at 64 px; 150 px (SPEC's default size) stays sharp on 2x screens. */
const AVATAR_FETCH_PX = 150

/**
 * The member's picture, fetched resized and cropped square from our storage, or the first letter
 * of their name when there is none or it cannot be loaded (e.g. offline and not cached).
 */
export function MemberAvatar({ headImg, name, alt }: { headImg: string; name: string; alt: string }) {
  const [failed, setFailed] = useState('')
  if (!headImg || failed === headImg) {
    return (
      <span className="member-avatar member-avatar-empty" aria-hidden="true">
        {[...name][0]}
      </span>
    )
  }
  return (
    <img
      className="member-avatar"
      src={resizedUploadUrl(headImg, AVATAR_FETCH_PX, 'fill')}
      alt={alt}
      width={64}
      height={64}
      onError={() => setFailed(headImg)}
    />
  )
}
