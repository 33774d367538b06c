/** The membership level calls' messages (issue 39 item 1; codes in src/domain/contract/levels.ts). */
export const LEVEL_MESSAGES = {
  levelNotForSale: {
    en: 'This membership level cannot be bought',
    'zh-hk': '此會員等級不設購買',
    'zh-cn': '此会员等级不设购买',
  },
  levelLowerThanHeld: {
    en: 'You already hold a higher membership level',
    'zh-hk': '你已持有更高的會員等級',
    'zh-cn': '你已持有更高的会员等级',
  },
  levelNotJoined: {
    en: 'Join this brand before buying a membership level',
    'zh-hk': '請先加入此品牌會員，再購買會員等級',
    'zh-cn': '请先加入此品牌会员，再购买会员等级',
  },
} as const
