import { Modal } from '~/client/components/ui'
import type { GoodsDetailAnswer } from '~/shared/api/goods-types'
import { BuyBox, type AddedToCart } from './BuyBox'

/** The phone's option sheet: the buy box in a bottom sheet over the page (loaded on the first tap of the buy bar). */
export function BuySheet({ data, onClose, onAdded }: { data: GoodsDetailAnswer; onClose: () => void; onAdded: (a: AddedToCart) => void }) {
  return (
    <Modal
      label="옵션 선택"
      onClose={onClose}
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-2xl backdrop:bg-black/50"
    >
      <div className="mx-auto mb-3 h-1 w-10 rounded-full bg-gray-300" aria-hidden="true" />
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-base font-bold">옵션 선택</h2>
        <button type="button" onClick={onClose} className="-mr-2 p-2 text-sm text-gray-600" aria-label="옵션 선택 닫기">
          닫기
        </button>
      </div>
      <div className="max-h-[70dvh] overflow-y-auto">
        <BuyBox
          data={data}
          inSheet
          onAdded={(a) => {
            onClose()
            onAdded(a)
          }}
        />
      </div>
    </Modal>
  )
}
