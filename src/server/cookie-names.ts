/**
 * The cookies this Worker sets, named once: the edge reads some of them (the session becomes a bearer
 * header; a guest with a cart, a session or a kiosk store is never served a cached page) and the API sets
 * them (src/server/api/cookies.ts). A neutral module, so the edge never imports the API.
 */
/** The session token (HttpOnly; SameSite=Strict: the product spec stores it "in a strict same-site cookie"). */
export const SESSION_COOKIE = 'davich_token'
/** A guest's anonymous cart id. */
export const CART_COOKIE = 'davich_cart'
/** A guest's proof of the order they just placed (order number + a hash of its orderToken). */
export const GUEST_ORDER_COOKIE = 'davich_guest_order'
/** The OAuth state of a social sign-in in progress, binding it to this browser. */
export const OAUTH_COOKIE = 'davich_oauth'
/** The kiosk store code (the client also sends it as x-store-code). */
export const STORE_CODE_COOKIE = 'storeCode'
/** The D1 Sessions bookmark of this browser's last write: its next reads see at least that state (api/d1-session.ts). */
export const D1_BOOKMARK_COOKIE = 'davich_d1'
export { FONTS_COOKIE } from '../shared/fonts-cookie'
