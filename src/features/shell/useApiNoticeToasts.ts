import { useEffect } from 'react'
import { useApp } from '../../app/appContext'
import { showToast } from '../../ui/toasts'

/** Shows the API client's notices (timeout, offline, …) as toasts while the shell is mounted. */
export function useApiNoticeToasts(): void {
  const { api } = useApp()
  useEffect(() => api.onNotice((notice) => showToast(notice.message)), [api])
}
