import { useEffect } from 'react'
import { onApiNotice } from '../../api/client'
import { showToast } from '../../ui/toasts'

/** Shows the API client's notices (timeout, offline, …) as toasts while the shell is mounted. */
export function useApiNoticeToasts(): void {
  useEffect(() => onApiNotice((notice) => showToast(notice.message)), [])
}
