import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { btn, EmptyState, ListSkeleton } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { Failed, ymdDots } from './shared'

const KIND_NM: Record<string, string> = {
  SHIPPED: '배송',
  DELIVERED: '배송',
  CONFIRMED: '구매확정',
  RESERVATION: '예약',
  COUPON_EXPIRING: '쿠폰',
  PICKUP_READY: '픽업',
  STAMP: '스탬프',
  NOTICE: '안내',
  CLAIM: '취소·반품',
  ANSWER: '문의 답변',
  CONTACT_REORDER: '렌즈 교체',
}
const CHANNEL_NM = { app: '앱 푸시', sms: '문자(SMS)', email: '이메일', kakao: '카카오 알림톡' } as const

/** Push settings (order/benefit push and marketing consent per channel, with the time of each change) and the inbox. */
export function NotificationsView() {
  return (
    <>
      <Settings />
      <Inbox />
    </>
  )
}

function Settings() {
  const q = useQuery(benefitQueries.pushSettings())
  const qc = useQueryClient()
  const dialog = useDialog()
  const m = useMutation({
    mutationFn: (body: Record<string, boolean>) => getApi().member.updatePush(body),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: benefitQueries.pushSettings().queryKey })
      if (!r.ok) await dialog.warn(r.error.errors[0]?.reason ?? '설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')
    },
  })
  if (q.isPending) return <ListSkeleton rows={1} />
  if (q.isError) return <Failed what="알림 설정" retry={() => void q.refetch()} />
  const s = q.data
  const rows: Array<{ key: string; label: string; on: boolean; dttm: string | null; hint: string }> = [
    {
      key: 'push',
      label: '주문·혜택 알림',
      on: s.push,
      dttm: s.pushDttm,
      hint: '배송, 구매확정, 예약 전날, 쿠폰 만료 소식을 앱 푸시로 받아요.',
    },
    ...s.channels.map((c) => ({
      key: c.key,
      label: `마케팅 정보 · ${CHANNEL_NM[c.key]}`,
      on: c.agree,
      dttm: c.dttm,
      hint: '이벤트와 할인 소식을 받아요.',
    })),
  ]
  return (
    <section aria-labelledby="push-settings" className="mb-6 rounded-2xl border border-gray-200">
      <h2 id="push-settings" className="border-b border-gray-100 px-4 py-3 text-base font-bold">
        알림 설정
      </h2>
      <ul className="divide-y divide-gray-100">
        {rows.map((r) => (
          <li key={r.key} className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-gray-900" id={`lbl-${r.key}`}>
                {r.label}
              </p>
              <p className="text-xs text-gray-600">
                {r.hint} {r.dttm ? `(${r.on ? '동의' : '거부'} ${ymdDots(r.dttm)})` : ''}
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={r.on}
              aria-labelledby={`lbl-${r.key}`}
              disabled={m.isPending}
              onClick={() => m.mutate({ [r.key]: !r.on })}
              className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${r.on ? 'bg-brand-600' : 'bg-gray-400'}`}
            >
              <span
                className={`absolute left-0 top-0.5 h-6 w-6 rounded-full bg-white shadow transition-transform ${r.on ? 'translate-x-5' : 'translate-x-0.5'}`}
              />
            </button>
          </li>
        ))}
      </ul>
      {s.push && !s.devices ? (
        <p className="px-4 pb-3 text-xs text-gray-600">
          다비치 앱에서 로그인하시면 이 기기로 푸시를 보내 드려요. 앱이 없어도 아래 알림함에서 모두 확인할 수 있어요.
        </p>
      ) : null}
    </section>
  )
}

function Inbox() {
  const q = useQuery(benefitQueries.notifications(1))
  const qc = useQueryClient()
  const read = useMutation({
    mutationFn: (notiNo?: number) => getApi().benefit.readNotifications(notiNo),
    onSuccess: () => qc.invalidateQueries({ queryKey: benefitQueries.notificationsAll }),
  })
  if (q.isPending) return <ListSkeleton rows={3} />
  if (q.isError) return <Failed what="알림" retry={() => void q.refetch()} />
  const d = q.data
  return (
    <section aria-labelledby="inbox">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="inbox" className="text-base font-bold">
          알림함 {d.unreadCount ? <span className="ml-1 text-sm text-accent">새 알림 {d.unreadCount}개</span> : null}
        </h2>
        <button type="button" className={btn.small} disabled={!d.unreadCount || read.isPending} onClick={() => read.mutate(undefined)}>
          모두 읽음
        </button>
      </div>
      {!d.items.length ? (
        <EmptyState title="받은 알림이 없어요.">주문이 배송되거나 쿠폰이 만료되기 전에 이곳으로 알려 드려요.</EmptyState>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
          {d.items.map((n) => {
            const body = (
              <>
                <p className="flex items-center gap-2 text-xs text-gray-600">
                  <span className="font-semibold text-brand-700">{KIND_NM[n.kind] ?? '알림'}</span>
                  {ymdDots(n.regDttm)}
                  {!n.read ? <span className="rounded bg-accent px-1.5 text-[10px] font-bold text-white">NEW</span> : null}
                </p>
                <p className={`mt-0.5 text-sm ${n.read ? 'text-gray-700' : 'font-bold text-gray-900'}`}>{n.title}</p>
                <p className="text-sm text-gray-600">{n.body}</p>
              </>
            )
            return (
              <li key={n.notiNo}>
                {n.link ? (
                  <a href={n.link} className="block px-4 py-3 hover:bg-gray-50" onClick={() => !n.read && read.mutate(n.notiNo)}>
                    {body}
                  </a>
                ) : (
                  <div className="px-4 py-3">{body}</div>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <p className="mt-4 text-center text-xs text-gray-600">
        알림은 최근 {d.rows}개까지 보여요. 지난 주문은{' '}
        <Link to="/mypage/manageorder/orderlist" className="underline">
          주문 내역
        </Link>
        에서 확인해 주세요.
      </p>
    </section>
  )
}
