/** What a user reads on screen in each language (from the catalogs the app ships). */
export const TEXT = {
  en: {
    restaurants: 'Restaurants',
    unreachable: 'This page cannot be opened. Please check the link.',
    warmPrompt: 'Notice',
    dataMissing: 'Some information is missing.',
    quitAndRetry: 'Please close this page and try again.',
    confirm: 'Confirm',
    offline: 'You are offline. Showing the information saved on this device.',
    notSaved:
      'You are offline, and this page is not saved on this device yet. It will open when you are back online.',
  },
  'zh-cn': {
    restaurants: '餐厅',
    unreachable: '无法访问该页面，请检查链接是否有误',
    warmPrompt: '温馨提示',
    dataMissing: '数据缺失。',
    quitAndRetry: '请退出后重试。',
    confirm: '确认',
    offline: '您目前处于离线状态，正在显示此设备上保存的信息。',
    notSaved: '您目前处于离线状态，此页面尚未保存在此设备上。恢复联网后会自动打开。',
  },
  'zh-hk': {
    restaurants: '餐廳',
    unreachable: '無法存取該頁面，請檢查連結是否有誤',
    warmPrompt: '溫馨提示',
    dataMissing: '資料缺失。',
    quitAndRetry: '請退出後再試。',
    confirm: '確認',
    offline: '你目前處於離線狀態，正在顯示此裝置上儲存的資料。',
    notSaved: '你目前處於離線狀態，此頁面尚未儲存在此裝置上。恢復連線後會自動開啟。',
  },
} as const

export type Lang = keyof typeof TEXT
/** Browser locales that pick each language on a first visit. */
export const BROWSER_LOCALE: Record<Lang, string> = { en: 'en-US', 'zh-cn': 'zh-CN', 'zh-hk': 'zh-HK' }
