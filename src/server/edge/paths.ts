/** Path classes the edge layer acts on. */

/** Member pages: personal data, never cached anywhere (Cache-Control: no-store). */
export const isMemberPage = (path: string) =>
  /^\/(mypage|mypagestore|account|payment|popup|admin)(\/|$)/.test(path) || path.startsWith('/products/payment')

// Which pages need a signed-in member or are closed to store owners: src/shared/route-guards.ts (one table for
// the edge and the router). Redirect targets from outside: safeReturnPath in src/shared/return-path.ts.
