import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Button, Field, FormError, SubmitButton, field } from '~/client/components/ui'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { PRISM_BASES } from '~/shared/eyes/optics'
import { prescriptionBody } from '~/shared/schemas/eyes'
import { eyeQueries } from '~/client/queries/eyes'

/** The kinds and size the API accepts (src/server/services/eyes.ts PRESCRIPTION_UPLOAD): checked here first for a quick answer. */
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf'
const MAX_BYTES = 10 * 1024 * 1024

const VALUE_FIELDS = [
  { key: 'Sph', label: 'SPH', hint: '예: -2.25' },
  { key: 'Cyl', label: 'CYL', hint: '예: -0.50' },
  { key: 'Axis', label: 'AXIS', hint: '1~180' },
  { key: 'Add', label: 'ADD', hint: '노안용' },
  { key: 'Pd', label: 'PD', hint: 'mm' },
  { key: 'Prism', label: 'PRISM', hint: '' },
] as const

type Values = Record<string, string>
const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10)

/** Upload a prescription (안과 처방전 or 안경원 검사표): date, institution, the values if the member wants to type them, the file. */
export function PrescriptionForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const form = useSchemaForm(prescriptionBody)
  const dialog = useDialog()
  const qc = useQueryClient()
  const [values, setValues] = useState<Values>({ examDate: today(), institution: '' })
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (k: string, v: string) => {
    setValues((p) => ({ ...p, [k]: v }))
    form.clear(k === 'examDate' ? 'examYmd' : k)
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const { examDate, ...rest } = values
    const input = { ...rest, examYmd: (examDate ?? '').replace(/-/g, '') }
    const body = form.validate(input)
    const fileOk = file ? null : '처방전 파일을 선택해 주세요.'
    setFileError(fileOk)
    if (!body || !file) return
    const fd = new FormData()
    for (const [k, v] of Object.entries(input)) if (v !== '') fd.append(k, v)
    fd.append('file', file)
    setBusy(true)
    const r = await getApi().eyes.uploadPrescription(fd)
    setBusy(false)
    if (!r.ok) {
      const fileErr = r.error.errors.find((x) => x.field === 'file')
      if (fileErr) setFileError(fileErr.reason)
      form.setApiErrors(r.error.errors.filter((x) => x.field !== 'file'))
      if (!fileErr && r.status >= 500) await dialog.warn('처방전을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.')
      return
    }
    await qc.invalidateQueries({ queryKey: eyeQueries.all })
    await dialog.alert('처방전을 등록했어요. 시력 기록에 추가되었습니다.')
    onDone()
  }

  const pick = (f: File | null) => {
    setFile(f)
    if (!f) return setFileError(null)
    if (!ACCEPT.split(',').includes(f.type)) return setFileError('JPG, PNG, WEBP, PDF 파일만 올릴 수 있습니다.')
    if (f.size > MAX_BYTES) return setFileError('파일 크기는 10MB 이하만 올릴 수 있습니다.')
    setFileError(null)
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-brand-100 bg-brand-50/40 p-4 md:p-5"
      aria-labelledby="rx-form-title"
    >
      <h2 id="rx-form-title" className="text-base font-bold text-gray-900">
        처방전 등록
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="검사일"
          type="date"
          name="examDate"
          required
          max={today()}
          value={values.examDate}
          onChange={(e) => set('examDate', e.target.value)}
          error={form.error('examYmd')}
        />
        <Field
          label="검사 기관"
          name="institution"
          required
          placeholder="예: 밝은눈안과"
          maxLength={40}
          value={values.institution}
          onChange={(e) => set('institution', e.target.value)}
          error={form.error('institution')}
        />
      </div>
      <Field label="처방전 파일" htmlFor="rx-file" required error={fileError} hint="JPG, PNG, WEBP 사진 또는 PDF · 10MB 이하">
        <input
          id="rx-file"
          type="file"
          accept={ACCEPT}
          className={`${field.input} py-2.5`}
          aria-invalid={fileError ? true : undefined}
          aria-describedby="rx-file-hint rx-file-error"
          onChange={(e) => pick(e.target.files?.[0] ?? null)}
        />
      </Field>
      <fieldset>
        <legend className={field.label}>도수 (선택)</legend>
        <p className="mb-2 text-xs text-gray-600">처방전에 적힌 값을 입력하시면 도수 변화 그래프에 표시돼요. 모르는 칸은 비워 두세요.</p>
        {(['r', 'l'] as const).map((eye) => (
          <div key={eye} className="mb-3">
            <p className="mb-1 text-sm font-semibold text-gray-800">{eye === 'r' ? '오른쪽 눈 (R)' : '왼쪽 눈 (L)'}</p>
            <div className="grid grid-cols-3 gap-2 md:grid-cols-7">
              {VALUE_FIELDS.map((f) => (
                <Field
                  key={f.key}
                  label={`${eye === 'r' ? '오른쪽' : '왼쪽'} ${f.label}`}
                  name={`${eye}${f.key}`}
                  inputMode="decimal"
                  placeholder={f.hint}
                  value={values[`${eye}${f.key}`] ?? ''}
                  onChange={(e) => set(`${eye}${f.key}`, e.target.value)}
                  error={form.error(`${eye}${f.key}`)}
                />
              ))}
              <Field label={`${eye === 'r' ? '오른쪽' : '왼쪽'} BASE`} htmlFor={`${eye}Base`} error={form.error(`${eye}Base`)}>
                <select
                  id={`${eye}Base`}
                  className={field.select}
                  value={values[`${eye}Base`] ?? ''}
                  onChange={(e) => set(`${eye}Base`, e.target.value)}
                >
                  <option value="">없음</option>
                  {PRISM_BASES.map((b) => (
                    <option key={b} value={b}>
                      {b}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          </div>
        ))}
      </fieldset>
      <Field
        label="메모 (선택)"
        name="memo"
        maxLength={100}
        value={values.memo ?? ''}
        onChange={(e) => set('memo', e.target.value)}
        error={form.error('memo')}
      />
      <FormError message={form.error('form')} />
      <div className="flex gap-2">
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          취소
        </Button>
        <SubmitButton className="flex-[2]" loading={busy} loadingLabel="올리는 중…">
          등록하기
        </SubmitButton>
      </div>
    </form>
  )
}
