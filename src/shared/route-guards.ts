/**
 * The ONE table of page guards (sign-in pages, and the product spec's store-owner rules: ROLE_STORE "blocked with the
 * message '가맹점 회원은 이용할 수 없습니다.'" on some sections, "redirected to /mypagestore" from my-page), read by both layers:
 * - the edge (src/server/edge/guards.ts) on full page loads → a 302;
 * - the router (root `beforeLoad` in src/routes/__root.tsx) on client-side navigation → a router redirect,
 * so a link, the header search icon or a typed URL all end the same way. Light on purpose: it is part of the
 * route tree every page downloads (regexes and strings only).
 *
 * Policies:
 * - signIn: guests go to /account/signin?returnUrl=<this page>;
 * - storeBlocked: ROLE_STORE → /main?blocked=1 (the home page shows STORE_BLOCK_MESSAGE in the warning
 *   dialog, notifies the app webview, then drops ?blocked=1);
 * - storeRedirect: ROLE_STORE → /mypagestore (my-page other than face info);
 * - guestCart: the guests' cart (/cart): signed in → the member's cart page (/mypage/myactivity/cart, the product
 *   spec's gated page, which keeps its sign-in row);
 * - storeOnly: only ROLE_STORE (members → /mypage). A guest gets the page itself with its store sign-in card, in
 *   the server HTML (spec §2 shows the sign-in redirect only on /mypage/manageorder and /mypage/myactivity).
 */
import { safeReturnPath } from './return-path'

export type GuardPolicy = 'signIn' | 'storeBlocked' | 'storeOnly' | 'storeRedirect' | 'guestCart'

/** Spec §6, the only wording of the store-owner block (dialog, API 403s, blocked pages). */
export const STORE_BLOCK_MESSAGE = '가맹점 회원은 이용할 수 없습니다.'

/** Where a blocked store owner lands (the dialog is shown there). */
export const STORE_BLOCKED_HREF = '/main?blocked=1'
export const STORE_HOME = '/mypagestore'
export const MEMBER_HOME = '/mypage'
export const SIGN_IN_PATH = '/account/signin'
/** The member's cart (gated by the product spec) and the guests' own cart page. */
export const MEMBER_CART = '/mypage/myactivity/cart'
export const GUEST_CART = '/cart'
/** Where the cart icon and "장바구니 보기" lead: the member's cart page, or the guest's. */
export const cartPath = (signedIn: boolean) => (signedIn ? MEMBER_CART : GUEST_CART)

/** Path pattern → policy. A path collects the policies of every row it matches. */
export const ROUTE_GUARDS: ReadonlyArray<readonly [pattern: RegExp, policy: GuardPolicy]> = [
  // pages with the auth middleware: a signed-in member (spec §2). The other my-page pages (benefits, eyes, face,
  // fitting, the app pages, which the spec lists as open or with no guard shown) show a guest their own sign-in card
  // (the section layout's gate, src/client/layouts/Sections.tsx), in the server HTML, as /mypage does.
  [/^\/mypage\/(manageorder|myactivity)(\/|$)/, 'signIn'],
  // account pages that act on the signed-in member (withdrawal, membership integration)
  [/^\/account\/(withdraw|integration|previousmember|offlinestore)\/?$/, 'signIn'],
  // writing a style vote: "store owners may read but not write reviews, Q&A or votes" (guests see the page's own
  // sign-in card, like /mypage's)
  [/^\/styleboard\/recommend\/(create|\d+\/edit)\/?$/, 'storeBlocked'],
  // "promotion and collection sections, visit and guest reservation, search, edit account info, 1:1 inquiry and
  // face code info" are closed to store owners
  [/^\/promotion(\/|$)/, 'storeBlocked'],
  [/^\/promo\d+(\/|$)/, 'storeBlocked'],
  [/^\/collection(\/|$)/, 'storeBlocked'],
  [/^\/davichstore\/(homeshopping\/)?(reservation|guestreservation)(\/|$)/, 'storeBlocked'],
  [/^\/search(\/|$)/, 'storeBlocked'],
  [/^\/account\/editinfo(\/|$)/, 'storeBlocked'],
  [/^\/customercenter\/qa(\/|$)/, 'storeBlocked'],
  [/^\/mypage\/myfaceinfo(\/|$)/, 'storeBlocked'],
  // "A store owner visiting my-page (other than face info) is redirected to /mypagestore" (face info is blocked above, which wins)
  [/^\/mypage(\/|$)/, 'storeRedirect'],
  [/^\/mypagestore(\/|$)/, 'storeOnly'],
  // A guest's cart is theirs to see (issue 30); once signed in (and merged by the cart API) it is the member's.
  [/^\/cart\/?$/, 'guestCart'],
]

/** The path as the router matches it: percent-decoded and case-insensitive (`/%73earch`, `/SEARCH` are /search). */
function routePath(pathname: string): string {
  try {
    return decodeURI(pathname).toLowerCase()
  } catch {
    return pathname.toLowerCase()
  }
}

/** The policies of a pathname (no query or hash). */
export function guardPolicies(pathname: string): GuardPolicy[] {
  const path = routePath(pathname)
  const out: GuardPolicy[] = []
  for (const [re, policy] of ROUTE_GUARDS) if (re.test(path) && !out.includes(policy)) out.push(policy)
  return out
}

/** True when some row of the table watches the path (only then is the member looked up). */
export const isGuarded = (pathname: string) => guardPolicies(pathname).length > 0

export const isStoreBlocked = (pathname: string) => guardPolicies(pathname).includes('storeBlocked')
export const requiresSignIn = (pathname: string) => {
  const p = guardPolicies(pathname)
  return p.includes('signIn') || p.includes('storeOnly')
}

export type GuardRole = 'ROLE_USER' | 'ROLE_STORE' | string

/** The sign-in page that comes back to `back` (a same-origin path; `fallback` otherwise). */
export const signInHref = (back: string, fallback = MEMBER_HOME) =>
  `${SIGN_IN_PATH}?returnUrl=${encodeURIComponent(safeReturnPath(back) ?? fallback)}`

/**
 * Where a request for `pathname` (+ `search`, e.g. '?page=2') must go instead, or null to let it through.
 * `role` is the signed-in member's authRole, null for a guest. Order: sign-in first, then the store-owner
 * block (wins over the my-page redirect, so face info is blocked), then the my-page redirects.
 */
export function guardRedirect(pathname: string, search: string, role: GuardRole | null): string | null {
  const p = guardPolicies(pathname)
  if (!p.length) return null
  if (!role) {
    if (p.includes('signIn')) return signInHref(pathname + search, MEMBER_HOME)
    return null
  }
  if (p.includes('guestCart')) return role === 'ROLE_STORE' ? `${STORE_HOME}/myactivity/cart` : MEMBER_CART
  if (role === 'ROLE_STORE') {
    if (p.includes('storeBlocked')) return STORE_BLOCKED_HREF
    if (p.includes('storeRedirect')) return STORE_HOME
    return null
  }
  return p.includes('storeOnly') ? MEMBER_HOME : null
}
