/** The queue calls' messages (issue 40; SPEC §6, §8; codes in src/domain/contract/queue.ts). */
export const QUEUE_MESSAGES = {
  queueClosed: {
    en: 'This restaurant is not taking queue numbers now',
    'zh-hk': '餐廳現時暫停取號',
    'zh-cn': '餐厅现时暂停取号',
  },
  queueNoTableType: {
    en: 'There is no table for a party of this size',
    'zh-hk': '沒有適合此人數的枱',
    'zh-cn': '没有适合此人数的桌',
  },
  queueLevel: {
    en: 'Queue numbers cannot be taken at your membership level',
    'zh-hk': '你的會員等級不支援取號',
    'zh-cn': '你的会员等级不支持取号',
  },
  queueFull: {
    en: 'The queue is full. Please try again later.',
    'zh-hk': '排隊人數已滿，請稍後再試',
    'zh-cn': '排队人数已满，请稍后再试',
  },
  queueActive: {
    en: 'You already have a number here',
    'zh-hk': '你已有號碼正在輪候',
    'zh-cn': '你已有号码正在轮候',
  },
  queuePhoneNeeded: {
    en: 'Enter your phone number to take a number',
    'zh-hk': '請輸入電話號碼以取號',
    'zh-cn': '请输入电话号码以取号',
  },
  queueTakeFailed: {
    en: 'The number could not be taken. Please try again.',
    'zh-hk': '取號失敗，請再試一次',
    'zh-cn': '取号失败，请再试一次',
  },
  queueTicketNotFound: {
    en: 'This queue number was not found',
    'zh-hk': '找不到此輪候號碼',
    'zh-cn': '找不到此轮候号码',
  },
  queueIllegalMove: {
    en: 'This number cannot be changed that way now',
    'zh-hk': '此號碼目前不能進行此操作',
    'zh-cn': '此号码目前不能进行此操作',
  },
} as const
