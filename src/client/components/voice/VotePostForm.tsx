import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { getApi } from '~/client/api'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { btn, field } from '~/client/components/ui'
import type { VotePost } from '~/shared/api/voice-types'
import { seoulNow } from '~/shared/dates'
import { VOTE_MAX_DAYS, votePostBody } from '~/shared/schemas/voice'
import { PhotoUploader, type PickedFile } from './PhotoUploader'
import { contentQueries } from '~/client/queries/content'
import { styleVoteQueries } from '~/client/queries/voice'

type Look = { label: string; photo: PickedFile[] }
const isoDay = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`

/** Creates or edits a style-vote post: 2–4 looks (a photo and a name each), a question, an end date. */
export function VotePostForm({ editing }: { editing?: VotePost }) {
  const qc = useQueryClient()
  const navigate = useNavigate()
  const form = useSchemaForm(votePostBody)
  const today = seoulNow()
  const min = today.add(1, 'day').format('YYYY-MM-DD')
  const max = today.add(VOTE_MAX_DAYS, 'day').format('YYYY-MM-DD')
  const [title, setTitle] = useState(editing?.title ?? '')
  const [description, setDescription] = useState(editing?.description ?? '')
  const [end, setEnd] = useState(editing ? seoulNow(editing.endDate).format('YYYY-MM-DD') : today.add(7, 'day').format('YYYY-MM-DD'))
  const [looks, setLooks] = useState<Look[]>(
    editing?.options.map((o) => {
      const key = o.photoKey ?? o.goodsNo
      const url = o.photoUrl ?? o.goodsImgSrc
      return { label: o.label, photo: key && url ? [{ fileId: key, url, name: o.label }] : [] }
    }) ?? [
      { label: '', photo: [] },
      { label: '', photo: [] },
    ],
  )
  const [sending, setSending] = useState(false)
  const looksLocked = !!editing && !editing.looksEditable
  const setLook = (i: number, next: Partial<Look>) => setLooks((ls) => ls.map((l, j) => (j === i ? { ...l, ...next } : l)))

  async function submit(e: FormEvent) {
    e.preventDefault()
    const input = {
      title,
      description,
      endDate: end.replace(/-/g, ''),
      looks: looks.map((l) => ({ label: l.label, photoKey: l.photo[0]?.fileId ?? '' })),
    }
    if (!form.validate(input)) return
    setSending(true)
    const r = editing ? await getApi().styleVote.update(editing.voteNo, input) : await getApi().styleVote.create(input)
    setSending(false)
    if (!r.ok) return form.setApiErrors(r.error.errors)
    await qc.invalidateQueries({ queryKey: styleVoteQueries.all })
    await qc.invalidateQueries({ queryKey: contentQueries.all })
    const voteNo = editing ? editing.voteNo : (r.data as { voteNo: number }).voteNo
    await navigate({ to: '/styleboard/recommend/$id', params: { id: String(voteNo) } })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={editing ? '스타일 투표 수정' : '스타일 투표 만들기'}>
      <div>
        <label htmlFor="vote-title" className={field.label}>
          질문
        </label>
        <input
          id="vote-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={50}
          className={field.input}
          placeholder="예: 출근룩에 어울리는 안경은?"
          aria-invalid={form.error('title') ? true : undefined}
        />
        {form.error('title') ? (
          <p className={field.error} role="alert">
            {form.error('title')}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="vote-desc" className={field.label}>
          설명 <span className="font-normal text-gray-500">(선택)</span>
        </label>
        <textarea
          id="vote-desc"
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={300}
          className={field.textarea}
          placeholder="어떤 자리에서 쓸지, 고민되는 점을 적어 주세요."
        />
        {form.error('description') ? (
          <p className={field.error} role="alert">
            {form.error('description')}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="vote-end" className={field.label}>
          마감일
        </label>
        <input
          id="vote-end"
          type="date"
          value={end}
          min={min}
          max={max}
          onChange={(e) => setEnd(e.target.value)}
          className={field.input}
          aria-invalid={form.error('endDate') ? true : undefined}
        />
        <p className={field.hint}>
          내일부터 {VOTE_MAX_DAYS}일 안으로 고를 수 있어요. ({isoDay(min.replace(/-/g, ''))} ~ {max})
        </p>
        {form.error('endDate') ? (
          <p className={field.error} role="alert">
            {form.error('endDate')}
          </p>
        ) : null}
      </div>
      <fieldset>
        <legend className={field.label}>스타일 ({looks.length}/4)</legend>
        {looksLocked ? (
          <p className="mb-2 rounded-lg bg-gray-50 p-3 text-sm text-gray-600">이미 투표가 시작되어 스타일 사진과 이름은 바꿀 수 없어요.</p>
        ) : null}
        <ul className="grid gap-4 sm:grid-cols-2">
          {looks.map((l, i) => (
            <li key={i} className="rounded-xl border border-gray-200 p-3">
              {looksLocked ? (
                <div>
                  <img
                    src={l.photo[0]?.url ?? ''}
                    alt={l.label}
                    width={160}
                    height={160}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                  <p className="mt-1 text-sm font-semibold">{l.label}</p>
                </div>
              ) : (
                <>
                  <PhotoUploader
                    label={`스타일 ${i + 1} 사진`}
                    value={l.photo}
                    onChange={(p) => setLook(i, { photo: p })}
                    upload={(fd) => getApi().styleVote.uploadPhoto(fd)}
                    max={1}
                  />
                  <label htmlFor={`look-${i}`} className={`${field.label} mt-3`}>
                    스타일 {i + 1} 이름
                  </label>
                  <input
                    id={`look-${i}`}
                    value={l.label}
                    onChange={(e) => setLook(i, { label: e.target.value })}
                    maxLength={20}
                    className={field.input}
                    placeholder="예: 블랙 뿔테"
                    aria-invalid={form.error(`looks.${i}.label`) || form.error(`looks.${i}.photoKey`) ? true : undefined}
                  />
                  {form.error(`looks.${i}.label`) ? (
                    <p className={field.error} role="alert">
                      {form.error(`looks.${i}.label`)}
                    </p>
                  ) : null}
                  {form.error(`looks.${i}.photoKey`) ? (
                    <p className={field.error} role="alert">
                      사진을 올려 주세요.
                    </p>
                  ) : null}
                  {looks.length > 2 ? (
                    <button type="button" className={`${btn.small} mt-2`} onClick={() => setLooks((ls) => ls.filter((_, j) => j !== i))}>
                      스타일 {i + 1} 빼기
                    </button>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
        {!looksLocked && looks.length < 4 ? (
          <button
            type="button"
            className={`${btn.secondary} mt-3 w-full`}
            onClick={() => setLooks((ls) => [...ls, { label: '', photo: [] }])}
          >
            + 스타일 추가
          </button>
        ) : null}
        {form.error('looks') ? (
          <p className={field.error} role="alert">
            {form.error('looks')}
          </p>
        ) : null}
        {form.error('voteNo') ? (
          <p className={field.error} role="alert">
            {form.error('voteNo')}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className={`${btn.primary} w-full`} disabled={sending}>
        {sending ? '저장 중…' : editing ? '수정하기' : '투표 올리기'}
      </button>
    </form>
  )
}
