import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { btn, Checkbox, Field, PasswordField, FormError } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { consoleCall } from '~/client/console/api'
import { DataTable, type Col } from '~/client/console/DataTable'
import { dense } from '~/client/console/Filters'
import { QueryError } from '~/client/console/QueryError'
import { consoleQueries } from '~/client/console/queries'
import { ROLE_LABELS, ROLES, type Role } from '~/shared/admin/sections'
import type { OperatorListEntry } from '~/shared/api/admin-types'
import { formatServerTime } from '~/shared/format'
import { operatorCreateSchema } from '~/shared/schemas/admin'

/** Operators and roles (SUPER): every change is one logged batch; a new operator enrols its authenticator at first sign-in. */
export function Operators() {
  const q = useQuery(consoleQueries.operators())
  const [editing, setEditing] = useState<OperatorListEntry | null>(null)
  const columns: Col<OperatorListEntry>[] = [
    { id: 'loginId', header: '아이디', cell: (o) => <strong>{o.loginId}</strong> },
    { id: 'name', header: '이름', cell: (o) => o.name },
    { id: 'roles', header: '권한', cell: (o) => o.roles.map((r) => ROLE_LABELS[r]).join(', ') || '-' },
    {
      id: 'status',
      header: '상태',
      cell: (o) => (o.status === 'ACTIVE' ? '사용' : '중지') + (o.lockedUntil && o.lockedUntil > new Date().toISOString() ? ' · 잠김' : ''),
    },
    { id: 'enrolled', header: '인증 앱', cell: (o) => (o.enrolled ? '등록됨' : '등록 전') },
    {
      id: 'last',
      header: '마지막 로그인',
      cell: (o) => (o.lastLoginDttm ? formatServerTime(o.lastLoginDttm) : '-'),
      className: 'whitespace-nowrap',
    },
    {
      id: 'edit',
      header: '관리',
      cell: (o) => (
        <button type="button" className={btn.small} onClick={() => setEditing(o)}>
          수정
        </button>
      ),
    },
  ]
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-xl font-bold">운영자·권한</h1>
        <p className="mt-1 text-sm text-gray-600">
          권한 변경·사용 중지·인증 앱 초기화는 접근 기록에 남습니다. 사용 중지하거나 인증 앱을 초기화하면 그 운영자의 로그인이 끝납니다.
        </p>
      </div>
      {q.isError ? (
        <QueryError title="운영자 목록을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <DataTable
          caption="운영자 목록"
          columns={columns}
          rows={q.data?.rows ?? []}
          total={q.data?.rows.length ?? 0}
          page={1}
          pageSize={200}
          busy={q.isFetching}
          rowKey={(o) => o.operatorNo}
          onPage={() => {}}
        />
      )}
      {editing && <EditOperator key={editing.operatorNo} operator={editing} onDone={() => setEditing(null)} />}
      <CreateOperator />
    </div>
  )
}

function RolePicker({ value, onChange, idPrefix }: { value: Role[]; onChange: (r: Role[]) => void; idPrefix: string }) {
  return (
    <fieldset>
      <legend className={dense.label}>권한</legend>
      <div className="flex flex-wrap gap-3">
        {ROLES.map((r) => (
          <Checkbox
            key={r}
            id={`${idPrefix}-${r}`}
            label={`${ROLE_LABELS[r]} (${r})`}
            checked={value.includes(r)}
            onChange={(e) => onChange(e.target.checked ? [...value, r] : value.filter((x) => x !== r))}
          />
        ))}
      </div>
    </fieldset>
  )
}

function EditOperator({ operator, onDone }: { operator: OperatorListEntry; onDone: () => void }) {
  const qc = useQueryClient()
  const dialog = useDialog()
  const [roles, setRoles] = useState<Role[]>(operator.roles)
  const [status, setStatus] = useState(operator.status)
  const [ipAllow, setIpAllow] = useState(operator.ipAllow)
  const [resetTotp, setResetTotp] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: async () =>
      consoleCall(`/operators/${operator.operatorNo}`, { method: 'PUT', json: { roles, status, ipAllow, resetTotp } }),
    onSuccess: async (r) => {
      if (!r.ok) return setError(r.error.errors[0]?.reason ?? null)
      await qc.invalidateQueries({ queryKey: consoleQueries.all })
      onDone()
    },
  })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if ((status === 'DISABLED' || resetTotp) && !(await dialog.confirm(`${operator.loginId}의 로그인이 끝납니다. 계속할까요?`))) return
    save.mutate()
  }
  return (
    <form
      method="post"
      onSubmit={submit}
      aria-label={`${operator.loginId} 수정`}
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 className="text-base font-bold">{operator.loginId} 수정</h2>
      <RolePicker value={roles} onChange={setRoles} idPrefix={`edit-${operator.operatorNo}`} />
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor="edit-status" className={dense.label}>
            상태
          </label>
          <select id="edit-status" className={dense.select} value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            <option value="ACTIVE">사용</option>
            <option value="DISABLED">중지</option>
          </select>
        </div>
        <div className="min-w-72">
          <label htmlFor="edit-ip" className={dense.label}>
            허용 IP 대역 (운영 환경, 쉼표로 구분)
          </label>
          <input
            id="edit-ip"
            className={`${dense.input} w-full`}
            value={ipAllow}
            onChange={(e) => setIpAllow(e.target.value)}
            placeholder="예: 203.0.113.0/24"
          />
        </div>
      </div>
      <Checkbox label="인증 앱 초기화 (다음 로그인 때 새로 등록)" checked={resetTotp} onChange={(e) => setResetTotp(e.target.checked)} />
      <FormError message={error} />
      <div className="flex gap-2">
        <button type="submit" className={btn.smallPrimary} disabled={save.isPending}>
          저장
        </button>
        <button type="button" className={btn.small} onClick={onDone}>
          취소
        </button>
      </div>
    </form>
  )
}

function CreateOperator() {
  const qc = useQueryClient()
  const form = useSchemaForm(operatorCreateSchema)
  const [v, setV] = useState({ loginId: '', name: '', password: '', ipAllow: '' })
  const [roles, setRoles] = useState<Role[]>([])
  const [done, setDone] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: async (body: unknown) => consoleCall('/operators', { json: body }),
    onSuccess: async (r, body) => {
      if (!r.ok) return form.setApiErrors(r.error.errors)
      setDone(`${(body as { loginId: string }).loginId} 계정을 만들었습니다. 처음 로그인할 때 인증 앱을 등록합니다.`)
      setV({ loginId: '', name: '', password: '', ipAllow: '' })
      setRoles([])
      await qc.invalidateQueries({ queryKey: consoleQueries.all })
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setDone(null)
    const body = form.validate({ ...v, roles })
    if (body) create.mutate(body)
  }
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }))
  return (
    <form
      method="post"
      onSubmit={submit}
      aria-labelledby="create-op"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4"
      noValidate
    >
      <h2 id="create-op" className="text-base font-bold">
        운영자 추가
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <Field
          label="아이디"
          name="newLoginId"
          autoComplete="off"
          value={v.loginId}
          onChange={set('loginId')}
          error={form.error('loginId')}
        />
        <Field label="이름" name="newName" value={v.name} onChange={set('name')} error={form.error('name')} />
        <PasswordField
          label="처음 비밀번호"
          name="newPassword"
          value={v.password}
          onChange={set('password')}
          error={form.error('password')}
          hint="10자 이상, 영문·숫자·특수문자"
        />
      </div>
      <RolePicker value={roles} onChange={setRoles} idPrefix="new" />
      <FormError message={form.error('roles') ?? form.error('ipAllow')} />
      {done && (
        <p role="status" className="text-sm font-medium text-brand-700">
          {done}
        </p>
      )}
      <button type="submit" className={btn.smallPrimary} disabled={create.isPending}>
        운영자 추가
      </button>
    </form>
  )
}
