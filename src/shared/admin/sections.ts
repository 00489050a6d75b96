/**
 * The console's one permission table (issue 26 "roles as permissions"): every console path — page
 * `/admin/<section>/…` and call `/admin/api/<section>/…` — belongs to the section named by its first segment, and
 * a section names the roles that may use it. The API's one middleware (src/server/api/admin/index.ts), the
 * page gate and the menu (src/routes/admin/route.tsx) and the generated role × endpoint test all read this table.
 * Pure and light: the page gate imports it, so no valibot or components here.
 */
export const ROLES = ['SUPER', 'CS', 'CLAIMS', 'MD', 'MARKETING'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  SUPER: '최고 관리자',
  CS: '고객 서비스',
  CLAIMS: '클레임',
  MD: '상품',
  MARKETING: '마케팅',
}

export interface ConsoleSection {
  /** First path segment after /admin (pages) and /admin/api (calls). */
  key: string
  label: string
  /** Who may open it: 'signed-in' = any operator; 'public' = before sign-in (auth). */
  roles: readonly Role[] | 'signed-in' | 'public'
  /** Menu entries (pages) of the section; none for API-only sections. */
  menu?: readonly (readonly [href: string, label: string])[]
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: 'auth', label: '로그인', roles: 'public' },
  { key: 'me', label: '내 정보', roles: 'signed-in' },
  {
    key: 'cs',
    label: '고객 서비스',
    roles: ['CS'],
    menu: [
      ['/admin/cs/inquiries', '문의함'],
      ['/admin/cs/reviews', '리뷰 관리'],
      ['/admin/cs/styleboard', '스타일 투표'],
      ['/admin/cs/members', '회원 조회'],
    ],
  },
  { key: 'claims', label: '클레임', roles: ['CLAIMS'], menu: [['/admin/claims', '클레임 처리']] },
  {
    key: 'goods',
    label: '상품',
    roles: ['MD'],
    menu: [
      ['/admin/goods', '상품 관리'],
      ['/admin/goods/new', '상품 등록'],
      ['/admin/goods/bulk', '가격·재고 일괄 변경'],
      ['/admin/goods/deals', '타임딜'],
      ['/admin/goods/keywords', '키워드 선반'],
      ['/admin/goods/brands', '브랜드'],
      ['/admin/goods/categories', '카테고리'],
    ],
  },
  {
    key: 'marketing',
    label: '마케팅',
    roles: ['MARKETING'],
    menu: [
      ['/admin/marketing/campaigns', '기획전 페이지'],
      ['/admin/marketing/main', '메인 화면 (배너)'],
      ['/admin/marketing/coupons', '쿠폰'],
      ['/admin/marketing/content', '고객센터 글'],
    ],
  },
  { key: 'operators', label: '운영자', roles: ['SUPER'], menu: [['/admin/operators', '운영자·권한']] },
  { key: 'audit', label: '접근 기록', roles: ['SUPER'], menu: [['/admin/audit', '접근 기록']] },
  { key: 'members', label: '회원 목록 내려받기', roles: ['SUPER'] },
  { key: 'vitals', label: '현장 성능', roles: ['SUPER'], menu: [['/admin/vitals', '현장 성능 (Web Vitals)']] },
  { key: 'jobs', label: '야간 작업', roles: ['SUPER'], menu: [['/admin/jobs', '야간 작업 (큐)']] },
]

/** The section of a console path: `/admin/cs/inquiries` and `/admin/api/cs/inquiries` → cs; `/admin` → null. */
export function sectionOf(path: string): ConsoleSection | null {
  const m = /^\/admin(?:\/api)?\/([a-z0-9-]+)/.exec(path)
  const key = m?.[1] === 'api' ? null : m?.[1]
  return key ? (CONSOLE_SECTIONS.find((s) => s.key === key) ?? null) : null
}

/** Whether an operator with `roles` may use the section (null = unknown section: nobody). */
export function mayUse(section: ConsoleSection | null, roles: readonly string[]): boolean {
  if (!section) return false
  if (section.roles === 'public' || section.roles === 'signed-in') return true
  return section.roles.some((r) => roles.includes(r))
}

/** The Korean reason of a 403 for a section outside the operator's roles. */
export const forbiddenReason = (section: ConsoleSection | null) =>
  section && Array.isArray(section.roles)
    ? `${section.label} 메뉴는 ${(section.roles as Role[]).map((r) => ROLE_LABELS[r]).join('·')} 권한이 있는 운영자만 이용할 수 있습니다.`
    : '이용할 수 없는 메뉴입니다.'

/** Menu groups an operator sees: the sections of its roles that have pages. */
export const menuFor = (roles: readonly string[]) =>
  CONSOLE_SECTIONS.filter((s) => s.menu && s.menu.length && Array.isArray(s.roles) && mayUse(s, roles))

/** The first page an operator lands on after sign-in. */
export const homeFor = (roles: readonly string[]) => menuFor(roles)[0]?.menu?.[0]?.[0] ?? '/admin'

/** The console's cookie (Path=/admin: it reaches the pages and the console API, never a shop path). */
export const OPERATOR_COOKIE = 'davich_op'
export const OPERATOR_SESSION_HOURS = 8
export const OPERATOR_IDLE_MINUTES = 30
export const OPERATOR_MAX_FAILURES = 5
export const OPERATOR_LOCK_MINUTES = 10
