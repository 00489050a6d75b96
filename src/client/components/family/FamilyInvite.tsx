import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Button, ErrorState, Field, ListSkeleton, SubmitButton, btn, chipClass, field } from '~/client/components/ui'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { familyQueries } from '~/client/queries/family'
import type { FamilyAnswer, FamilyInvite as Invite } from '~/shared/api/family-types'
import { FAMILY_RELATIONS, FAMILY_RELATION_LABEL, INVITE_TTL_HOURS } from '~/shared/family/rules'
import { formatServerTime } from '~/shared/format'
import { familyInviteBody } from '~/shared/schemas/family'

/** /mypage/myactivity/familyinvite: invite by mobile and relation (SMS with a link), and the pending invitations. */
export function FamilyInvite() {
  const q = useQuery(familyQueries.list())
  if (q.isPending) return <ListSkeleton rows={2} label="가족 계정을 불러오는 중" />
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
  if (q.data.group?.myRole === 'MEMBER')
    return (
      <ErrorState
        title="가족 초대는 대표 회원만 할 수 있어요"
        action={
          <Link to="/mypage/myactivity/familyaccount" className={btn.secondary}>
            가족 계정 보기
          </Link>
        }
      >
        회원님은 다른 가족 계정에 가족으로 등록되어 있어요. 새 가족을 초대하려면 대표 회원에게 요청해 주세요.
      </ErrorState>
    )
  return (
    <div className="space-y-6">
      <InviteForm />
      <Pending invites={q.data.invites} />
    </div>
  )
}

function InviteForm() {
  const form = useSchemaForm(familyInviteBody)
  const dialog = useDialog()
  const qc = useQueryClient()
  const [v, setV] = useState({ mobile: '', relation: '' })
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate(v)
    if (!body) return
    setBusy(true)
    const r = await getApi().family.invite(body)
    setBusy(false)
    if (!r.ok) return form.setApiErrors(r.error.errors)
    setV({ mobile: '', relation: '' })
    await qc.invalidateQueries({ queryKey: familyQueries.list().queryKey })
    await dialog.alert(
      `초대 문자를 보냈어요. (받는 번호 ${r.data.invite.mobile})\n${INVITE_TTL_HOURS / 24}일 안에 본인인증 후 수락하면 가족으로 등록돼요.`,
    )
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-4 md:p-5"
      aria-labelledby="family-invite-title"
    >
      <div>
        <h2 id="family-invite-title" className="text-base font-bold text-gray-900">
          가족 초대
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          초대받은 가족은 다비치마켓 회원으로 로그인한 뒤 문자 속 링크에서 본인인증을 하고 동의하면 가족으로 등록돼요.
        </p>
      </div>
      <Field
        label="가족 휴대폰 번호"
        name="mobile"
        inputMode="numeric"
        autoComplete="off"
        required
        placeholder="예: 010-1234-5678"
        value={v.mobile}
        onChange={(e) => (setV((p) => ({ ...p, mobile: e.target.value })), form.clear('mobile'))}
        onBlur={(e) => form.validateField('mobile', e.target.value)}
        error={form.error('mobile')}
      />
      <fieldset aria-describedby={form.error('relation') ? 'relation-error' : undefined}>
        <legend className={field.label}>가족 관계</legend>
        <div className="flex flex-wrap gap-2">
          {FAMILY_RELATIONS.map((r) => (
            <label
              key={r}
              className={`${chipClass(v.relation === r)} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500`}
            >
              <input
                type="radio"
                name="relation"
                value={r}
                checked={v.relation === r}
                onChange={() => (setV((p) => ({ ...p, relation: r })), form.clear('relation'))}
                className="sr-only"
              />
              {FAMILY_RELATION_LABEL[r]}
            </label>
          ))}
        </div>
        <p id="relation-error" role="alert" className={`${field.error} empty:hidden`}>
          {form.error('relation') ?? ''}
        </p>
      </fieldset>
      <SubmitButton loading={busy} loadingLabel="보내는 중…">
        초대 문자 보내기
      </SubmitButton>
    </form>
  )
}

function Pending({ invites }: { invites: Invite[] }) {
  const qc = useQueryClient()
  const dialog = useDialog()
  const [busy, setBusy] = useState<number | null>(null)
  const cancel = async (i: Invite) => {
    if (
      !(await dialog.confirm(`이 번호(${i.mobile})로 보낸 초대를 취소할까요?\n문자 속 링크는 더 이상 열리지 않아요.`, {
        confirmLabel: '초대 취소',
      }))
    )
      return
    setBusy(i.inviteNo)
    const r = await getApi().family.cancelInvite(i.inviteNo)
    setBusy(null)
    if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '처리하지 못했어요. 잠시 후 다시 시도해 주세요.')
    qc.setQueryData<FamilyAnswer>(['family', 'list'], r.data)
  }
  return (
    <section aria-labelledby="family-pending-title">
      <h2 id="family-pending-title" className="mb-2 text-base font-bold text-gray-900">
        수락을 기다리는 초대
      </h2>
      {invites.length ? (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
          {invites.map((i) => (
            <li key={i.inviteNo} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-[15px] font-semibold text-gray-900">
                  {i.mobile} <span className="text-sm font-normal text-gray-600">{FAMILY_RELATION_LABEL[i.relation]}</span>
                </p>
                <p className="text-xs text-gray-600">
                  {formatServerTime(i.regDttm)} 보냄 · {formatServerTime(i.expiresDttm)}까지 유효
                </p>
              </div>
              <Button variant="small" loading={busy === i.inviteNo} onClick={() => cancel(i)} aria-label={`${i.mobile} 초대 취소`}>
                초대 취소
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-gray-50 px-4 py-5 text-center text-sm text-gray-600">수락을 기다리는 초대가 없어요.</p>
      )}
    </section>
  )
}
