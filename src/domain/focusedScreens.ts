/**
 * The screens where the diner finishes something (issue 36): the order confirmations (a group
 * order's too) and the pay screens. They hide the tab bar, as the big ordering apps do at checkout,
 * so that nothing but the screen's own buttons (and Back) leads away halfway. Paths are below /shop.
 */
const FOCUSED = /^\/(deliveryOrder|pcDeliveryOrder|pcInviteOrder|pay|pcPay|fixedPayOrder)(\/|$)/

/** Whether the screen at `pathname` (below /shop) is one the tab bar stays away from. */
export function isFocusedScreen(pathname: string): boolean {
  return FOCUSED.test(pathname)
}
