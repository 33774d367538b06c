/**
 * The table calls' messages (issue 37); SPEC §8 has 'Links are invalid'. A table whose menu or
 * restaurant cannot be ordered from answers the shared `notFound` ('Unable to access the page…').
 */
export const TABLE_MESSAGES = {
  tableCodeInvalid: {
    en: 'This link is not valid',
    'zh-hk': '連結無效',
    'zh-cn': '链接无效',
  },
  counterWrongRestaurant: {
    en: 'This code belongs to another restaurant. Scan the code at the counter where you order.',
    'zh-hk': '此二維碼屬於另一間餐廳，請掃描您點餐櫃檯的二維碼',
    'zh-cn': '此二维码属于另一家餐厅，请扫描您点餐柜台的二维码',
  },
  tableSessionClosed: {
    en: 'This table’s bill is closed. Scan the code on the table to start a new order.',
    'zh-hk': '此枱已結帳，請重新掃描枱上的二維碼開始點餐',
    'zh-cn': '此桌已结账，请重新扫描桌上的二维码开始点餐',
  },
  tableBillInProgress: {
    en: 'Someone at the table is paying the bill right now. Wait until that payment ends, then try again.',
    'zh-hk': '枱上有人正在支付此帳單，請待該付款完成後再試',
    'zh-cn': '桌上有人正在支付此账单，请待该支付完成后再试',
  },
  tableCartChanged: {
    en: 'The table’s cart has just changed. Check it and send again.',
    'zh-hk': '枱上的購物車剛有更新，請確認後再送出',
    'zh-cn': '桌上的购物车刚有更新，请确认后再提交',
  },
  tableCartEmpty: {
    en: 'The table’s cart is empty.',
    'zh-hk': '枱上的購物車是空的',
    'zh-cn': '桌上的购物车是空的',
  },
  tableCartFull: {
    en: 'The table’s cart is full. Send this round first.',
    'zh-hk': '枱上的購物車已滿，請先送出這一輪',
    'zh-cn': '桌上的购物车已满，请先提交这一轮',
  },
} as const
