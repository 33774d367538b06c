/** The group order calls' messages (issue 37 item 4, docs/api.md "Invites"). */
export const INVITE_MESSAGES = {
  inviteNotFound: {
    en: 'This group order link is not valid',
    'zh-hk': '此團購連結無效',
    'zh-cn': '此拼单链接无效',
  },
  inviteNotHost: {
    en: 'Only the person who started this group order can do this.',
    'zh-hk': '只有發起此團購的人可以進行此操作',
    'zh-cn': '只有发起此拼单的人可以进行此操作',
  },
  inviteLocked: {
    en: 'The host has locked this group order. Wait for them to unlock it to change your items.',
    'zh-hk': '發起人已鎖定此團購，請等待解鎖後再修改',
    'zh-cn': '发起人已锁定此拼单，请等待解锁后再修改',
  },
  inviteClosedOrdered: {
    en: 'This group order is closed: the order has been placed.',
    'zh-hk': '此團購已結束：訂單已提交',
    'zh-cn': '此拼单已结束：订单已提交',
  },
  inviteClosedCancelled: {
    en: 'This group order is closed: the host cancelled it.',
    'zh-hk': '此團購已結束：發起人已取消',
    'zh-cn': '此拼单已结束：发起人已取消',
  },
  inviteClosedExpired: {
    en: 'This group order is closed: it has expired.',
    'zh-hk': '此團購已結束：已過期',
    'zh-cn': '此拼单已结束：已过期',
  },
  inviteChanged: {
    en: 'The group order has just changed. Check it and place the order again.',
    'zh-hk': '團購剛有更新，請確認後再提交訂單',
    'zh-cn': '拼单刚有更新，请确认后再提交订单',
  },
  inviteEmpty: {
    en: 'The group order has no items yet.',
    'zh-hk': '團購還沒有任何商品',
    'zh-cn': '拼单还没有任何商品',
  },
  inviteTooMany: {
    en: 'You already have {max} group orders open. Place or cancel one first.',
    'zh-hk': '你已有 {max} 個進行中的團購，請先提交或取消其中一個',
    'zh-cn': '你已有 {max} 个进行中的拼单，请先提交或取消其中一个',
  },
  inviteFull: {
    en: 'The group order is full.',
    'zh-hk': '團購的商品已達上限',
    'zh-cn': '拼单的商品已达上限',
  },
} as const
