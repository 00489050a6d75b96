import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Badge, Button, EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { familyQueries } from '~/client/queries/family'
import type { FamilyAnswer, FamilyPerson } from '~/shared/api/family-types'
import { relationLabel } from '~/shared/family/rules'
import { displayDate } from '~/shared/format'

/** /mypage/myactivity/familyaccount: who is in the family, with remove (representative) and leave (member). */
export function FamilyList() {
  const q = useQuery(familyQueries.list())
  if (q.isPending) return <ListSkeleton rows={3} label="가족 계정을 불러오는 중" />
  if (q.isError)
    return (
      <ErrorState
        title="가족 계정을 불러오지 못했어요"
        action={
          <button type="button" className={btn.secondary} onClick={() => q.refetch()}>
            다시 시도
          </button>
        }
      />
    )
  const fam = q.data
  if (!fam.group)
    return (
      <EmptyState
        title="아직 등록된 가족이 없어요"
        action={
          <Link to="/mypage/myactivity/familyinvite" className={btn.primary}>
            첫 가족 초대하기
          </Link>
        }
      >
        가족을 초대하면 대표 회원이 온 가족의 안경·콘택트렌즈 구입 내역을 모아{' '}
        <strong className="text-gray-800">연말정산 의료비 영수증</strong>으로 출력할 수 있어요.
      </EmptyState>
    )
  const rep = fam.group.myRole === 'REP'
  return (
    <div className="space-y-4">
      <p className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-gray-800">
        {rep
          ? '회원님은 이 가족의 대표 회원이에요. 가족을 초대하고 연말정산 영수증을 출력할 수 있어요.'
          : '회원님은 가족 계정에 가족으로 등록되어 있어요. 구입 내역은 대표 회원의 연말정산 영수증에 함께 표시돼요.'}
      </p>
      <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white" aria-label={`가족 ${fam.members.length}명`}>
        {fam.members.map((m) => (
          <PersonRow key={m.memberNo} person={m} canRemove={rep && m.role === 'MEMBER'} />
        ))}
      </ul>
      {rep ? (
        <div className="flex flex-wrap gap-2">
          <Link to="/mypage/myactivity/familyinvite" className={`${btn.primary} flex-1`}>
            가족 초대하기
          </Link>
          <Link to="/mypage/myactivity/familyaccount" search={{ view: 'receipt' }} className={`${btn.secondary} flex-1`}>
            연말정산 영수증
          </Link>
        </div>
      ) : null}
      {fam.invites.length ? (
        <p className="text-sm text-gray-600">
          수락을 기다리는 초대가 {fam.invites.length}건 있어요.{' '}
          <Link to="/mypage/myactivity/familyinvite" className="font-semibold text-brand-700 underline">
            초대 현황 보기
          </Link>
        </p>
      ) : null}
      <LeaveButton rep={rep} />
    </div>
  )
}

function PersonRow({ person: m, canRemove }: { person: FamilyPerson; canRemove: boolean }) {
  const qc = useQueryClient()
  const dialog = useDialog()
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    if (
      !(await dialog.confirm(`${m.name}님을 가족 계정에서 내보낼까요?\n내보낸 가족의 구입 내역은 연말정산 영수증에서 빠져요.`, {
        confirmLabel: '내보내기',
      }))
    )
      return
    setBusy(true)
    const r = await getApi().family.remove(m.memberNo)
    setBusy(false)
    if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '처리하지 못했어요. 잠시 후 다시 시도해 주세요.')
    qc.setQueryData<FamilyAnswer>(['family', 'list'], r.data)
    await qc.invalidateQueries({ queryKey: familyQueries.receiptAll })
  }
  return (
    <li className="flex items-center gap-3 px-4 py-3.5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-1.5 text-[15px] font-semibold text-gray-900">
          {m.name}
          <Badge tone={m.role === 'REP' ? 'brand' : 'gray'}>{m.role === 'REP' ? '대표' : '가족'}</Badge>
          {m.relation ? <span className="text-sm font-normal text-gray-600">{relationLabel(m.relation)}</span> : null}
          {m.me ? <span className="text-xs font-normal text-gray-500">(나)</span> : null}
        </p>
        <p className="mt-0.5 text-sm text-gray-600">
          {m.mobile || '휴대폰 번호 없음'} · {displayDate(m.joinDttm)} {m.role === 'REP' ? '등록' : '가입'}
        </p>
      </div>
      {canRemove ? (
        <Button variant="small" loading={busy} onClick={remove} aria-label={`${m.name}님 내보내기`}>
          내보내기
        </Button>
      ) : null}
    </li>
  )
}

function LeaveButton({ rep }: { rep: boolean }) {
  const qc = useQueryClient()
  const dialog = useDialog()
  const [busy, setBusy] = useState(false)
  const leave = async () => {
    const msg = rep
      ? '가족 계정을 해체할까요?\n모든 가족이 빠지고 보내 둔 초대도 취소돼요.'
      : '가족 계정에서 나갈까요?\n다시 들어오려면 대표 회원의 초대가 필요해요.'
    if (!(await dialog.confirm(msg, { confirmLabel: rep ? '해체하기' : '나가기' }))) return
    setBusy(true)
    const r = await getApi().family.leave()
    setBusy(false)
    if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '처리하지 못했어요. 잠시 후 다시 시도해 주세요.')
    qc.setQueryData<FamilyAnswer>(['family', 'list'], r.data)
    await qc.invalidateQueries({ queryKey: familyQueries.receiptAll })
    await dialog.alert(rep ? '가족 계정을 해체했어요.' : '가족 계정에서 나왔어요.')
  }
  return (
    <div className="border-t border-gray-100 pt-4 text-right">
      <button type="button" className="text-sm text-gray-600 underline disabled:opacity-60" disabled={busy} onClick={leave}>
        {rep ? '가족 계정 해체' : '가족 계정 나가기'}
      </button>
    </div>
  )
}
