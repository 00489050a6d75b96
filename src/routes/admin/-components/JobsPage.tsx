import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { HeadCells } from '~/client/console/DataTable'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import type { JobRunEntry, NightDetailAnswer, NightsAnswer, NightSummaryEntry } from '~/shared/api/admin-types'
import { formatNumber, formatServerTime } from '~/shared/format'

const route = getRouteApi('/admin/jobs')

/** What each queue job does, in the operator's words (src/server/jobs). */
const JOB_LABELS: Record<string, string> = {
  'order-delivered': '배송 완료 처리',
  'purchase-confirm': '구매 확정·적립',
  'point-expiry': '포인트 소멸',
  'grade-recompute': '회원 등급 재산정',
  'reservation-reminder': '방문 예약 전날 알림',
  'coupon-expiry-notice': '쿠폰 만료 7일 전 안내',
  'vbank-expire': '가상계좌 입금 기한 만료',
  'cash-receipt-retry': '현금영수증 재발급',
  'withdrawn-erase': '탈퇴 회원 정보 파기',
  'rate-limit-prune': '요청 제한 기록 정리',
  'job-messages-prune': '작업 기록 정리',
  'books-check': '장부 대사',
  'claim-late-summary': '지연 클레임 요약',
  rankings: '랭킹 갱신',
  'segment-coupon-issue': '세그먼트 쿠폰 발급',
  'night-summary': '야간 요약',
}
const at = (key: string) => formatServerTime(key.split('#')[0], 'YYYY.MM.DD HH:mm')
const seconds = (r: JobRunEntry) => Math.max(0, Math.round((Date.parse(r.lastAt) - Date.parse(r.firstAt)) / 1000))

function NightState({ n }: { n: Pick<NightSummaryEntry, 'pending' | 'dead'> }) {
  if (n.dead)
    return (
      <span className="rounded bg-rose-50 px-2 py-0.5 whitespace-nowrap text-xs font-semibold text-rose-800">
        실패 {formatNumber(n.dead)}건
      </span>
    )
  if (n.pending)
    return (
      <span className="rounded bg-amber-50 px-2 py-0.5 whitespace-nowrap text-xs font-semibold text-amber-800">
        대기 {formatNumber(n.pending)}건
      </span>
    )
  return <span className="rounded bg-emerald-50 px-2 py-0.5 whitespace-nowrap text-xs font-semibold text-emerald-800">모두 완료</span>
}

/**
 * The nightly work for SUPER (issue 31): the Cron Trigger enqueues the night in ranges, the queue consumer works
 * them off, and three hours later the night-summary message writes one row per night. Left: the last 30 nights;
 * right: the chosen night (newest by default) per job, with what is still queued and the dead letters.
 */
export function JobsPage() {
  const { run } = route.useSearch()
  const nights = useQuery(consoleQueries.get<NightsAnswer>('/jobs'))
  const chosen = run ?? nights.data?.nights[0]?.runAt
  return (
    <div>
      <h1 className="mb-1 text-xl font-bold">야간 작업</h1>
      <p className="mb-4 max-w-3xl text-sm text-gray-600">
        매일 03:00(서울)에 예약 작업이 큐에 나뉘어 들어가고, 처리기가 묶음 단위로 처리합니다. 끝나지 않은 일은 큐에 남아 다음 처리로
        이어지고, 재시도를 모두 실패한 메시지는 실패 목록에 남습니다. 요약은 3시간 뒤에 기록됩니다.
      </p>
      {nights.isError ? (
        <QueryError title="야간 작업 기록을 불러오지 못했어요" error={nights.error} onRetry={() => void nights.refetch()} />
      ) : nights.isPending ? (
        <div className="skeleton h-48 w-full rounded-lg" aria-label="야간 작업 기록을 불러오는 중" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[17rem_minmax(0,1fr)]">
          <NightList nights={nights.data.nights} chosen={chosen} />
          {chosen ? (
            <NightDetail runAt={chosen} summary={nights.data.nights.find((n) => n.runAt === chosen)} />
          ) : (
            <div className="rounded-lg border border-dashed border-gray-300 p-8 text-center text-sm text-gray-600">
              아직 기록된 야간 작업이 없어요. 첫 야간 작업이 끝나고 3시간 뒤에 요약이 표시됩니다.
            </div>
          )}
        </div>
      )}
    </div>
  )
}

function NightList({ nights, chosen }: { nights: NightSummaryEntry[]; chosen: string | undefined }) {
  if (!nights.length)
    return (
      <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
        요약이 기록된 밤이 없어요.
      </div>
    )
  return (
    <nav aria-label="최근 30일의 야간 작업" className="self-start rounded-xl border border-gray-200 bg-white">
      <ul className="divide-y divide-gray-100">
        {nights.map((n) => (
          <li key={n.runAt}>
            <Link
              to="/admin/jobs"
              search={{ run: n.runAt }}
              aria-current={n.runAt === chosen ? 'page' : undefined}
              className={`flex items-center justify-between gap-2 px-3 py-2 text-sm hover:bg-brand-50/40 ${n.runAt === chosen ? 'bg-brand-50/60 font-semibold' : ''}`}
            >
              <span className="tabular-nums">
                {at(n.runAt)}
                {n.runAt.includes('#local') ? <span className="block text-xs font-normal text-gray-600">수동 실행</span> : null}
              </span>
              <span className="flex shrink-0 items-center gap-2 text-xs text-gray-600">
                <span className="tabular-nums">변경 {formatNumber(n.changed)}건</span>
                <NightState n={n} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function NightDetail({ runAt, summary }: { runAt: string; summary: NightSummaryEntry | undefined }) {
  const q = useQuery(consoleQueries.get<NightDetailAnswer>(`/jobs/${encodeURIComponent(runAt)}`))
  if (q.isError) return <QueryError title="이 밤의 작업을 불러오지 못했어요" error={q.error} onRetry={() => void q.refetch()} />
  if (q.isPending) return <div className="skeleton h-64 w-full rounded-lg" aria-label="이 밤의 작업을 불러오는 중" />
  const d = q.data
  const dead = d.runs.reduce((s, r) => s + r.dead, 0)
  return (
    <section aria-labelledby="night-title" className="min-w-0">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 id="night-title" className="text-lg font-bold tabular-nums">
          {at(d.runAt)} 실행분
        </h2>
        <NightState n={{ pending: d.pending, dead }} />
      </div>
      {!d.runs.length ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-6 text-sm text-gray-600">
          <p className="text-center">작업별 기록이 없어요(90일이 지난 기록은 정리되고 요약만 남습니다).</p>
          {summary ? <p className="mt-2 break-words text-gray-700">{summary.summary}</p> : null}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full min-w-[680px] border-collapse text-left text-[13px]">
            <caption className="sr-only">작업별 처리 결과</caption>
            <thead className="bg-gray-50 text-xs text-gray-600">
              <tr>
                <HeadCells
                  labels={['작업', '메시지 (완료/전체)', '변경', 'D1 쓰기', '재시도', '실패', '걸린 시간', '마지막 오류']}
                  className="border-b border-gray-200 px-3 py-2 font-semibold whitespace-nowrap"
                />
              </tr>
            </thead>
            <tbody>
              {d.runs.map((r) => (
                <tr key={r.job} className="border-b border-gray-100 last:border-0 even:bg-gray-50/60">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {JOB_LABELS[r.job] ?? r.job}
                    <code className="block text-[11px] font-normal text-gray-600">{r.job}</code>
                  </th>
                  <td className="px-3 py-2 tabular-nums">
                    {formatNumber(r.finished)} / {formatNumber(r.enqueued)}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{formatNumber(r.changed)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatNumber(r.rowsWritten)}</td>
                  <td className="px-3 py-2 tabular-nums">{r.retried ? formatNumber(r.retried) : '-'}</td>
                  <td className={`px-3 py-2 tabular-nums ${r.dead ? 'font-semibold text-rose-700' : ''}`}>
                    {r.dead ? formatNumber(r.dead) : '-'}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{formatNumber(seconds(r))}초</td>
                  <td className="max-w-[16rem] px-3 py-2 text-xs break-words text-gray-600">{r.lastError ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {d.deadLetters.length ? (
        <div className="mt-4">
          <h3 className="mb-2 text-base font-bold">처리하지 못한 메시지 {formatNumber(d.deadLetters.length)}건</h3>
          <ul className="space-y-2">
            {d.deadLetters.map((m) => (
              <li key={m.msgKey} className="rounded-lg border border-rose-200 bg-rose-50/40 p-3 text-sm">
                <p className="font-medium">
                  {JOB_LABELS[m.job ?? ''] ?? m.job ?? '알 수 없는 작업'} · {formatNumber(m.attempts)}회 시도 ·{' '}
                  <span className="tabular-nums">{at(m.deadAt)}</span>
                </p>
                <details className="mt-1">
                  <summary className="cursor-pointer text-xs text-gray-700">메시지 내용 보기</summary>
                  <pre className="mt-1 overflow-x-auto rounded bg-white p-2 text-xs break-all whitespace-pre-wrap">{m.body}</pre>
                </details>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
