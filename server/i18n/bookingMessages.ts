/** The booking calls' messages (issue 40 item 3; SPEC §8; codes in src/domain/contract/booking.ts). */
export const BOOKING_MESSAGES = {
  bookingFull: {
    en: 'Not enough seats are left at this time. Please choose another.',
    'zh-hk': '此時段座位不足，請選擇其他時段',
    'zh-cn': '此时段座位不足，请选择其他时段',
  },
  bookingNotBookable: {
    en: 'This date and time cannot be booked',
    'zh-hk': '此日期及時間不設訂座',
    'zh-cn': '此日期及时间不设订座',
  },
  bookingCancelFailed: {
    en: 'Cancellation failed: it is too close to your booking',
    'zh-hk': '取消失敗：距離訂座時間太近',
    'zh-cn': '取消失败：距离订座时间太近',
  },
  bookingNotFound: {
    en: 'This booking was not found',
    'zh-hk': '找不到此訂座',
    'zh-cn': '找不到此订座',
  },
  bookingIllegalMove: {
    en: 'This booking cannot be changed that way now',
    'zh-hk': '此訂座目前不能進行此操作',
    'zh-cn': '此订座目前不能进行此操作',
  },
} as const
