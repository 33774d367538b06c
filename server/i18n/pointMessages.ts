/** The points calls' messages (issue 38 item 4; codes in src/domain/contract/points.ts). */
export const POINT_MESSAGES = {
  pointsNotMember: {
    en: 'Join this brand to collect and use points',
    'zh-hk': '請先加入此品牌會員，才可賺取及使用積分',
    'zh-cn': '请先加入此品牌会员，才可赚取及使用积分',
  },
  pointsInsufficient: {
    en: 'Not enough points',
    'zh-hk': '積分不足',
    'zh-cn': '积分不足',
  },
  pointsTooLarge: {
    en: 'That is more points than a balance can hold',
    'zh-hk': '積分超出上限',
    'zh-cn': '积分超出上限',
  },
  pointsOutOfStock: {
    en: 'This item has run out',
    'zh-hk': '此禮品已換完',
    'zh-cn': '此礼品已换完',
  },
  pointsItemNotFound: {
    en: 'This item is not offered any more',
    'zh-hk': '此禮品已下架',
    'zh-cn': '此礼品已下架',
  },
  pointsExchangeNotFound: {
    en: 'This exchange was not found',
    'zh-hk': '找不到此兌換記錄',
    'zh-cn': '找不到此兑换记录',
  },
} as const
