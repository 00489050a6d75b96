/**
 * Campaign pages of the marketing desk (issue 27): the life of a promotion and its times. Pure and light.
 * States stored: draft → scheduled → published; "ended" is a published or scheduled page whose end time has
 * passed. The shop shows a published page at once, a scheduled one from its start time, a draft never (404).
 * Times are entered and shown in Asia/Seoul (UTC+9 all year, no daylight saving) and stored as ISO UTC.
 */
export const CAMPAIGN_STATES = ['draft', 'scheduled', 'published'] as const
export type CampaignState = (typeof CAMPAIGN_STATES)[number]
export type CampaignPhase = CampaignState | 'ended'

export const PHASE_LABELS: Record<CampaignPhase, string> = {
  draft: '작성 중',
  scheduled: '예약됨',
  published: '게시 중',
  ended: '종료',
}

/** What the console shows: the stored state, or 'ended' once the end time has passed (drafts stay drafts). */
export function campaignPhase(state: CampaignState, startIso: string, endIso: string, now: Date): CampaignPhase {
  if (state === 'draft') return 'draft'
  if (Date.parse(endIso) <= now.getTime()) return 'ended'
  if (state === 'scheduled' && Date.parse(startIso) <= now.getTime()) return 'published'
  return state
}

/** Steps an operator can take from a phase. */
export const CAMPAIGN_ACTIONS = ['schedule', 'unschedule', 'publish', 'end'] as const
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number]
export const ACTION_LABELS: Record<CampaignAction, string> = {
  schedule: '예약하기',
  unschedule: '예약 취소(작성 중으로)',
  publish: '지금 게시하기',
  end: '지금 종료하기',
}
export const ACTIONS_FROM: Record<CampaignPhase, readonly CampaignAction[]> = {
  draft: ['schedule', 'publish'],
  scheduled: ['unschedule', 'publish'],
  published: ['end'],
  ended: [],
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** '2026-12-01T10:00' (Seoul wall clock, as an <input type="datetime-local"> gives it) → ISO UTC; null when malformed. */
export function seoulLocalToIso(local: string): string | null {
  if (!LOCAL.test(local)) return null
  const d = new Date(`${local}:00+09:00`)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** ISO UTC → '2026-12-01T10:00' in Seoul (for a datetime-local input). */
export function isoToSeoulLocal(iso: string): string {
  const d = new Date(Date.parse(iso) + 9 * 3600_000)
  return d.toISOString().slice(0, 16)
}

/** ISO UTC → '2026.12.01 10:00' (Seoul), for lists. */
export const seoulText = (iso: string) => isoToSeoulLocal(iso).replace('T', ' ').replace(/-/g, '.')

/** The public path of a campaign. */
export const campaignPath = (c: { id: number; slug: string | null }) => `/promotion/${c.slug ?? c.id}`
