import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Button, Field, SubmitButton, chipClass, field } from '~/client/components/ui'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import type { FaceInfo, FaceMeasurement } from '~/shared/api/face-types'
import { EYE_STYLES, EYE_STYLE_LABEL, FACE_SHAPES, FACE_SHAPE_LABEL, FACE_STYLES, FACE_STYLE_LABEL } from '~/shared/eyes/face'
import { faceInfoBody } from '~/shared/schemas/face'
import { memberQueries } from '~/client/queries/member'
import { faceQueries } from '~/client/queries/face'

type Input = { faceShape: string; faceWidth: string; pd: string; eyeStyle: string; faceStyle: string }

function Choice<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
  error,
}: {
  legend: string
  name: string
  options: readonly T[]
  labels: Record<T, string>
  value: string
  onChange: (v: T) => void
  error: string | null
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={field.label}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o}
            className={`${chipClass(value === o)} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500`}
          >
            <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} className="sr-only" />
            {labels[o]}
          </label>
        ))}
      </div>
      <p id={`${name}-error`} role="alert" className={`${field.error} empty:hidden`}>
        {error ?? ''}
      </p>
    </fieldset>
  )
}

/** Face info: shape, width, PD and the two style answers (the same schema as PUT /api/v1/front/face/info). */
export function FaceInfoForm({
  info,
  measured,
  onDone,
}: {
  info: FaceInfo | null
  /** The latest measurement from the fitting page fills what face info does not have yet. */
  measured?: Pick<FaceMeasurement, 'faceShape' | 'faceWidth' | 'pd'> | null
  onDone: () => void
}) {
  const form = useSchemaForm(faceInfoBody)
  const dialog = useDialog()
  const qc = useQueryClient()
  const [v, setV] = useState<Input>({
    faceShape: info?.faceShape ?? measured?.faceShape ?? '',
    faceWidth: info ? String(info.faceWidth) : measured ? String(measured.faceWidth) : '',
    pd: info?.pd != null ? String(info.pd) : measured ? String(Math.round(measured.pd * 2) / 2) : '',
    eyeStyle: info?.eyeStyle ?? '',
    faceStyle: info?.faceStyle ?? '',
  })
  const [busy, setBusy] = useState(false)
  const set = (k: keyof Input, value: string) => {
    setV((p) => ({ ...p, [k]: value }))
    form.clear(k)
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate(v)
    if (!body) return
    setBusy(true)
    const r = await getApi().face.save(body)
    setBusy(false)
    if (!r.ok) return form.setApiErrors(r.error.errors)
    qc.setQueryData(faceQueries.info().queryKey, r.data)
    await qc.invalidateQueries({ queryKey: faceQueries.recommend().queryKey })
    await qc.invalidateQueries({ queryKey: memberQueries.all })
    await dialog.alert('얼굴 정보를 저장했어요.')
    onDone()
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-4 md:p-5"
      aria-labelledby="face-form-title"
    >
      <h2 id="face-form-title" className="text-base font-bold text-gray-900">
        얼굴 정보 입력
      </h2>
      <Choice
        legend="얼굴형"
        name="faceShape"
        options={FACE_SHAPES}
        labels={FACE_SHAPE_LABEL}
        value={v.faceShape}
        onChange={(x) => set('faceShape', x)}
        error={form.error('faceShape')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="얼굴 너비 (mm)"
          name="faceWidth"
          inputMode="numeric"
          required
          placeholder="예: 132"
          hint="양쪽 관자놀이 사이 거리예요. 매장 스마트 피팅으로 정확히 잴 수 있어요."
          value={v.faceWidth}
          onChange={(e) => set('faceWidth', e.target.value)}
          error={form.error('faceWidth')}
        />
        <Field
          label="양안 PD (mm, 선택)"
          name="pd"
          inputMode="decimal"
          placeholder="예: 63"
          value={v.pd}
          onChange={(e) => set('pd', e.target.value)}
          error={form.error('pd')}
        />
      </div>
      <Choice
        legend="원하시는 안경 인상"
        name="eyeStyle"
        options={EYE_STYLES}
        labels={EYE_STYLE_LABEL}
        value={v.eyeStyle}
        onChange={(x) => set('eyeStyle', x)}
        error={form.error('eyeStyle')}
      />
      <Choice
        legend="원하시는 착용 스타일"
        name="faceStyle"
        options={FACE_STYLES}
        labels={FACE_STYLE_LABEL}
        value={v.faceStyle}
        onChange={(x) => set('faceStyle', x)}
        error={form.error('faceStyle')}
      />
      <div className="flex gap-2">
        {info ? (
          <Button variant="secondary" className="flex-1" onClick={onDone}>
            취소
          </Button>
        ) : null}
        <SubmitButton className="flex-[2]" loading={busy} loadingLabel="저장 중…">
          저장하기
        </SubmitButton>
      </div>
    </form>
  )
}
