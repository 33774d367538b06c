import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Where the catalogs live. `npm run i18n:check` extracts into a temporary copy named by
 * LINGUI_CATALOGS_DIR and compares it with these, so that checking writes nothing under src/.
 */
const CATALOGS_DIR = process.env.LINGUI_CATALOGS_DIR || '<rootDir>/src/locales'

/**
 * Screens of the member area: their messages are a catalog of their own, loaded by their routes
 * (src/i18n/catalog.ts), so that every other page's first load does not carry them.
 */
const MEMBER_AREA = [
  'src/features/account',
  'src/features/accountDeletion',
  'src/features/address',
  'src/features/coupons',
  'src/features/couponCentre',
  'src/features/couponGift',
  'src/features/couponWallet',
  'src/features/login',
  // The favourites' heart (loaded with its code on the shop page and a dish's detail) and list.
  'src/features/favourites',
  'src/features/points',
  // The membership levels on the account screen.
  'src/features/levels',
  // The voucher and package area (/takeawayDetail), opened from the account.
  'src/features/packages',
  // Placing a level's or a package's order and opening its payment.
  'src/features/purchase',
  // Share and Copy link of a group order's invitation and a coupon's gift link, whose pages load `member`.
  'src/features/sharing',
]

/**
 * What only the shop pages show (the restaurant lists and maps, shop and WhatsApp pages: the routes
 * of src/routes/shop/-shopLoaders.ts and /code/whatsapp): a catalog of its own, loaded by those
 * routes, so that the menu's and the brand home's first loads do not carry it. Files shared with
 * other screens (a restaurant card's facts and status) stay in `messages`.
 */
const SHOP_PAGES = [
  'src/features/restaurants/AtlasLists.tsx',
  'src/features/restaurants/AtlasNotices.tsx',
  'src/features/restaurants/AtlasRestaurantCard.tsx',
  'src/features/restaurants/LocationBar.tsx',
  'src/features/restaurants/MapScreen.tsx',
  'src/features/restaurants/RestaurantListScreen.tsx',
  'src/features/restaurants/RestaurantMap.tsx',
  'src/features/restaurants/RestaurantMapView.tsx',
  'src/features/restaurants/ServiceTabs.tsx',
  'src/features/shop/**',
  'src/routes/code/whatsapp/**',
]

/**
 * What an order adds beyond the menu list: the cart sheet and the desktop cart panel, the remark and
 * the food choosers. A catalog of its own, loaded with the sheet's code and by those routes
 * (/remark, /foodDetail, /combo, /pcIndex), so that the menu's first load does not carry it.
 */
const CART_SCREENS = [
  'src/features/cart/CartContents.tsx',
  'src/features/cart/CartRemark.tsx',
  'src/features/cart/CartRepairNotice.tsx',
  'src/features/cart/CartSheet.tsx',
  'src/features/cart/RemarkForm.tsx',
  'src/features/cart/RemarkScreen.tsx',
  'src/features/cart/useNextStep.ts',
  'src/features/menu/ChoiceGroups.tsx',
  'src/features/menu/askAddAgain.ts',
  'src/features/menu/ComboScreen.tsx',
  'src/features/menu/FoodChooser.tsx',
  'src/features/menu/FoodDetailScreen.tsx',
  'src/features/menu/PcMenuScreen.tsx',
  'src/features/menu/choiceText.ts',
  'src/features/invite/GroupOrderStart.tsx',
]

/**
 * The order confirmation screens (delivery, pick-up, cold-chain), placing an order and paying for it
 * (the method picker, the pay screens and the paying overlay): a catalog of their own, which the
 * table's screen (/scanOrder, TABLE_SCREEN) and the group order's pages (/inviteCode, /inviteOrder)
 * share.
 */
const CHECKOUT_SCREENS = ['src/features/checkout', 'src/features/pay']
const TABLE_SCREEN = [
  'src/features/table/GuestsDialog.tsx',
  'src/features/table/guestLabel.ts',
  'src/features/table/Table*.tsx',
  // A group order's page and the name its friends order under, which share the table's words.
  'src/features/invite/Invite*.tsx',
]

/** The order list, order detail, tracking and cancelling: a catalog of their own, loaded by their routes. */
const ORDER_SCREENS = ['src/features/orders']

/**
 * The table-code scanner (loaded with its code at the first tap on "Scan table code", which itself
 * stays in `messages`) and the /scanCode screen of a code that opens no menu: a catalog of their own.
 */
const SCAN_SCREENS = [
  'src/features/table/scanner/**',
  'src/features/table/ScanCodeScreen.tsx',
  // /autoCode without a code (issue 37 item 5): its route loads the `scan` part like /scanCode.
  'src/features/counter/SelfServiceStart.tsx',
]

export default defineConfig({
  locales: ['en', 'zh-cn', 'zh-hk'],
  sourceLocale: 'en',
  catalogs: [
    {
      path: `${CATALOGS_DIR}/{locale}/messages`,
      include: ['src'],
      exclude: [
        '**/node_modules/**',
        'src/domain/**',
        ...MEMBER_AREA.map((folder) => `${folder}/**`),
        ...SHOP_PAGES,
        ...CART_SCREENS,
        ...CHECKOUT_SCREENS.map((folder) => `${folder}/**`),
        ...TABLE_SCREEN,
        ...ORDER_SCREENS.map((folder) => `${folder}/**`),
        ...SCAN_SCREENS,
      ],
    },
    {
      path: `${CATALOGS_DIR}/{locale}/shops`,
      include: SHOP_PAGES,
      exclude: ['**/node_modules/**'],
    },
    {
      path: `${CATALOGS_DIR}/{locale}/cart`,
      include: CART_SCREENS,
      exclude: ['**/node_modules/**'],
    },
    {
      path: `${CATALOGS_DIR}/{locale}/checkout`,
      include: [...CHECKOUT_SCREENS, ...TABLE_SCREEN],
      exclude: ['**/node_modules/**'],
    },
    {
      path: `${CATALOGS_DIR}/{locale}/orders`,
      include: ORDER_SCREENS,
      exclude: ['**/node_modules/**'],
    },
    {
      path: `${CATALOGS_DIR}/{locale}/scan`,
      include: SCAN_SCREENS,
      exclude: ['**/node_modules/**'],
    },
    {
      path: `${CATALOGS_DIR}/{locale}/member`,
      include: MEMBER_AREA,
      exclude: ['**/node_modules/**'],
    },
  ],
  // File names without line numbers keep catalog diffs to real message changes.
  format: formatter({ lineNumbers: false }),
})
