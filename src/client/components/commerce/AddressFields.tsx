import { useState } from 'react'
import type { SavedAddress } from '~/shared/api/commerce-types'
import { maskPhone } from '~/shared/format'
import { btn, field } from '~/client/components/ui'

export interface AddressValue {
  receiverName: string
  mobile: string
  zipCode: string
  address1: string
  address2: string
  memo: string
  saveYn: 'Y' | 'N'
}

const POSTCODE_SRC = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js'
interface DaumPostcodeData {
  zonecode: string
  roadAddress: string
  jibunAddress: string
  buildingName?: string
}
type DaumWindow = Window & { daum?: { Postcode: new (o: { oncomplete: (d: DaumPostcodeData) => void }) => { open: () => void } } }

/** Loads the Daum postcode script once; rejects when it cannot be reached (offline → manual entry). */
let loading: Promise<void> | null = null
function loadPostcode(): Promise<void> {
  if ((window as DaumWindow).daum?.Postcode) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script')
    s.src = POSTCODE_SRC
    s.async = true
    const timer = setTimeout(() => reject(new Error('timeout')), 5000)
    s.onload = () => {
      clearTimeout(timer)
      if ((window as DaumWindow).daum?.Postcode) resolve()
      else reject(new Error('no postcode'))
    }
    s.onerror = () => {
      clearTimeout(timer)
      reject(new Error('blocked'))
    }
    document.head.appendChild(s)
  }).catch((e) => {
    loading = null
    throw e
  })
  return loading
}

const MEMOS = ['', '문 앞에 놓아 주세요.', '경비실에 맡겨 주세요.', '배송 전에 연락 주세요.', '부재 시 택배함에 넣어 주세요.']

export function AddressFields({
  value,
  onChange,
  saved,
  errors,
  memberYn,
}: {
  value: AddressValue
  /** The fields changed (a patch, so two changes before the next render never undo each other). */
  onChange: (patch: Partial<AddressValue>) => void
  saved: SavedAddress[]
  errors: Record<string, string>
  memberYn: 'Y' | 'N'
}) {
  const [finderMsg, setFinderMsg] = useState('')
  const set = onChange
  const err = (k: string) =>
    errors[k] ? (
      <p className="mt-1 text-xs font-medium text-accent" role="alert">
        {errors[k]}
      </p>
    ) : null

  async function findAddress() {
    setFinderMsg('')
    try {
      await loadPostcode()
      new (window as DaumWindow).daum!.Postcode({
        oncomplete: (d) => set({ zipCode: d.zonecode, address1: d.roadAddress || d.jibunAddress, address2: '' }),
      }).open()
    } catch {
      setFinderMsg('주소 검색 서비스에 연결할 수 없어요. 우편번호와 주소를 직접 입력해 주세요.')
    }
  }

  return (
    <div className="space-y-3">
      {saved.length ? (
        <div>
          <label className="mb-1 block text-xs text-gray-600" htmlFor="saved-addr">
            저장된 배송지
          </label>
          <select
            id="saved-addr"
            className={field.input}
            defaultValue=""
            onChange={(e) => {
              const a = saved.find((s) => String(s.addrNo) === e.target.value)
              if (a) set({ receiverName: a.receiverName, mobile: a.mobile, zipCode: a.zipCode, address1: a.address1, address2: a.address2 })
            }}
          >
            <option value="">배송지 선택</option>
            {saved.map((a) => (
              <option key={a.addrNo} value={a.addrNo}>
                {`${a.defaultYn === 'Y' ? '[기본] ' : ''}${a.addrNm} · ${a.address1} (${maskPhone(a.mobile)})`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label className="mb-1 block text-xs text-gray-600" htmlFor="rcv-name">
            받는 분
          </label>
          <input
            id="rcv-name"
            className={field.input}
            autoComplete="shipping name"
            value={value.receiverName}
            onChange={(e) => set({ receiverName: e.target.value })}
          />
          {err('delivery.receiverName')}
        </div>
        <div>
          <label className="mb-1 block text-xs text-gray-600" htmlFor="rcv-mobile">
            휴대폰 번호
          </label>
          <input
            id="rcv-mobile"
            className={field.input}
            inputMode="tel"
            autoComplete="shipping tel"
            value={value.mobile}
            onChange={(e) => set({ mobile: e.target.value })}
          />
          {err('delivery.mobile')}
        </div>
      </div>
      <div>
        <label className="mb-1 block text-xs text-gray-600" htmlFor="zip">
          우편번호
        </label>
        <div className="flex gap-2">
          <input
            id="zip"
            className={`${field.input} max-w-32`}
            inputMode="numeric"
            maxLength={5}
            autoComplete="shipping postal-code"
            value={value.zipCode}
            onChange={(e) => set({ zipCode: e.target.value.replace(/\D/g, '') })}
          />
          <button type="button" className={btn.secondary} onClick={() => void findAddress()}>
            주소 검색
          </button>
        </div>
        {finderMsg ? (
          <p className="mt-1 text-xs text-gray-600" role="status">
            {finderMsg}
          </p>
        ) : null}
        {err('delivery.zipCode')}
      </div>
      <div>
        <label className="mb-1 block text-xs text-gray-600" htmlFor="addr1">
          주소
        </label>
        <input
          id="addr1"
          className={field.input}
          autoComplete="shipping address-line1"
          value={value.address1}
          onChange={(e) => set({ address1: e.target.value })}
        />
        {err('delivery.address1')}
      </div>
      <div>
        <label className="mb-1 block text-xs text-gray-600" htmlFor="addr2">
          상세 주소
        </label>
        <input
          id="addr2"
          className={field.input}
          autoComplete="shipping address-line2"
          value={value.address2}
          onChange={(e) => set({ address2: e.target.value })}
        />
      </div>
      <div>
        <label className="mb-1 block text-xs text-gray-600" htmlFor="memo">
          배송 메모
        </label>
        <select id="memo" className={field.select} value={value.memo} onChange={(e) => set({ memo: e.target.value })}>
          {MEMOS.map((m) => (
            <option key={m} value={m}>
              {m || '선택 안 함'}
            </option>
          ))}
        </select>
      </div>
      {memberYn === 'Y' ? (
        <label className="flex items-center gap-2 text-sm text-gray-700">
          <input
            type="checkbox"
            name="saveYn"
            className="h-4 w-4 accent-brand-600"
            checked={value.saveYn === 'Y'}
            onChange={(e) => set({ saveYn: e.target.checked ? 'Y' : 'N' })}
          />
          이 배송지를 저장할게요
        </label>
      ) : null}
    </div>
  )
}
