/** The voucher and package calls' messages (issue 39 item 4; codes in src/domain/contract/packages.ts). */
export const PACKAGE_MESSAGES = {
  packageNotForSale: {
    en: 'This package is not for sale',
    'zh-hk': '此套票暫不發售',
    'zh-cn': '此套票暂不发售',
  },
  voucherUnavailable: {
    en: 'This voucher can no longer be used. Please choose again.',
    'zh-hk': '此兌換券已不可使用，請重新選擇。',
    'zh-cn': '此兑换券已不可使用，请重新选择。',
  },
  voucherNoDish: {
    en: 'Add the dish of this voucher to your cart to use it',
    'zh-hk': '請先把兌換券的餐品加入購物車',
    'zh-cn': '请先把兑换券的餐品加入购物车',
  },
  packageFoodNotFound: {
    en: 'No dish on the brand’s menus has this code',
    'zh-hk': '品牌的菜單上沒有此代碼的餐品',
    'zh-cn': '品牌的菜单上没有此代码的餐品',
  },
} as const
