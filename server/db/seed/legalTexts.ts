/**
 * Terms (resource type 18) and Privacy Policy (type 17) in three languages. The same text serves
 * both brands with the brand's name and contact filled in.
 */

export type BrandContact = { nameZhHk: string; nameEn: string; nameZhCn: string; email: string }

export type LocalizedText = { zhHk: string; en: string; zhCn: string }

export function termsOf(b: BrandContact): { title: LocalizedText; body: LocalizedText } {
  return {
    title: { zhHk: '條款及細則', en: 'Terms and Conditions', zhCn: '条款及细则' },
    body: {
      zhHk: `<h2>條款及細則</h2>
<p>歡迎使用${b.nameZhHk}網上點餐服務。下單即表示你同意以下條款。</p>
<h3>1. 訂單</h3><p>訂單以餐廳確認為準。餐廳確認後不設取消；食品售罄時我們會聯絡你並安排退款。</p>
<h3>2. 價格及付款</h3><p>所有價格以港幣計算，並已列明外賣餐盒費及服務費。網上付款退款一般需時五至七日，其他付款方式需時一至三個工作天。</p>
<h3>3. 外賣及自取</h3><p>送達時間為預計時間，或會因天氣及交通而延誤。自取訂單請於預約時間後三十分鐘內領取。</p>
<h3>4. 優惠券及積分</h3><p>優惠券不可兌換現金，每張訂單只可使用一張，並受個別條款限制。</p>
<h3>5. 聯絡我們</h3><p>如有查詢，請電郵至 ${b.email}。</p>`,
      en: `<h2>Terms and Conditions</h2>
<p>Welcome to ${b.nameEn}'s online ordering. By placing an order you agree to these terms.</p>
<h3>1. Orders</h3><p>An order is binding once the restaurant confirms it and cannot be cancelled after that. If a dish sells out we will contact you and refund it.</p>
<h3>2. Prices and payment</h3><p>Prices are in Hong Kong dollars and show lunch-box fees and service charges. Refunds to online payments usually take 5-7 days, other methods 1-3 working days.</p>
<h3>3. Delivery and pick-up</h3><p>Delivery times are estimates and may change with weather and traffic. Please collect pick-up orders within 30 minutes of the chosen time.</p>
<h3>4. Coupons and points</h3><p>Coupons have no cash value, one coupon per order, and their own conditions apply.</p>
<h3>5. Contact</h3><p>Questions? Email ${b.email}.</p>`,
      zhCn: `<h2>条款及细则</h2>
<p>欢迎使用${b.nameZhCn}网上点餐服务。下单即表示你同意以下条款。</p>
<h3>1. 订单</h3><p>订单以餐厅确认为准。餐厅确认后不设取消；食品售罄时我们会联系你并安排退款。</p>
<h3>2. 价格及付款</h3><p>所有价格以港币计算，并已列明外卖餐盒费及服务费。网上付款退款一般需时五至七日，其他付款方式需时一至三个工作日。</p>
<h3>3. 外卖及自取</h3><p>送达时间为预计时间，或会因天气及交通而延误。自取订单请于预约时间后三十分钟内领取。</p>
<h3>4. 优惠券及积分</h3><p>优惠券不可兑换现金，每张订单只可使用一张，并受个别条款限制。</p>
<h3>5. 联系我们</h3><p>如有查询，请发电邮至 ${b.email}。</p>`,
    },
  }
}

export function privacyOf(b: BrandContact): { title: LocalizedText; body: LocalizedText } {
  return {
    title: { zhHk: '私隱政策', en: 'Privacy Policy', zhCn: '隐私政策' },
    body: {
      zhHk: `<h2>私隱政策</h2>
<p>${b.nameZhHk}重視你的私隱，並遵守香港《個人資料（私隱）條例》。</p>
<h3>我們收集的資料</h3><p>手機號碼、姓名、送餐地址、訂單紀錄，以及為改善服務而記錄的操作及錯誤紀錄。</p>
<h3>用途</h3><p>處理訂單及送餐、管理會員積分及優惠券、以短訊發送驗證碼，以及在你同意下發送推廣資訊。</p>
<h3>保存及保安</h3><p>登入憑證只以雜湊形式保存；付款資料由持牌支付機構處理，我們不會保存卡號。</p>
<h3>你的權利</h3><p>你可隨時查閱、更正或刪除你的資料，或註銷帳戶。請電郵至 ${b.email}。</p>`,
      en: `<h2>Privacy Policy</h2>
<p>${b.nameEn} respects your privacy and follows Hong Kong's Personal Data (Privacy) Ordinance.</p>
<h3>What we collect</h3><p>Your phone number, name, delivery addresses, order history, and usage and error logs that help us improve the service.</p>
<h3>Why</h3><p>To handle orders and deliveries, run member points and coupons, send verification codes by SMS and, with your consent, send offers.</p>
<h3>Storage and security</h3><p>Sign-in credentials are stored only as hashes; payments are handled by licensed payment providers and we never store card numbers.</p>
<h3>Your rights</h3><p>You may access, correct or delete your data, or close your account, at any time: email ${b.email}.</p>`,
      zhCn: `<h2>隐私政策</h2>
<p>${b.nameZhCn}重视你的隐私，并遵守香港《个人资料（私隐）条例》。</p>
<h3>我们收集的资料</h3><p>手机号码、姓名、送餐地址、订单记录，以及为改善服务而记录的操作及错误记录。</p>
<h3>用途</h3><p>处理订单及送餐、管理会员积分及优惠券、以短信发送验证码，以及在你同意下发送推广信息。</p>
<h3>保存及安全</h3><p>登录凭证只以哈希形式保存；付款资料由持牌支付机构处理，我们不会保存卡号。</p>
<h3>你的权利</h3><p>你可随时查阅、更正或删除你的资料，或注销账户。请发电邮至 ${b.email}。</p>`,
    },
  }
}
