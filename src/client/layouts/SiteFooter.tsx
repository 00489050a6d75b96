import { Link } from '@tanstack/react-router'
import type { SiteInfoAnswer } from '~/shared/api/types'

/** The footer's purchase-safety notice (전자상거래법 제13조 2항 10호): the service and its provider. */
const ESCROW_NOTICE =
  '구매안전서비스 안내: 고객님은 안전거래를 위해 현금(계좌이체·가상계좌)으로 결제하실 때 저희 쇼핑몰이 가입한 KG이니시스의 구매안전서비스(에스크로)를 이용하실 수 있습니다.'

export function SiteFooter({ info }: { info: SiteInfoAnswer }) {
  const { companyInfo: c, callCenterInfo: cc } = info
  return (
    <footer className="mt-16 border-t border-gray-100 bg-gray-50 pb-24 text-[13px] text-gray-600 md:pb-10">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <nav aria-label="약관 및 정책" className="flex flex-wrap gap-x-4 gap-y-2 font-semibold text-gray-800">
          <Link to="/terms/$termsCd" params={{ termsCd: 'service' }}>
            이용약관
          </Link>
          <Link to="/terms/$termsCd" params={{ termsCd: 'privacypolicy' }} className="text-brand-700">
            개인정보처리방침
          </Link>
          <Link to="/terms/$termsCd" params={{ termsCd: 'locationinfo' }}>
            위치정보 이용약관
          </Link>
          <Link to="/terms/$termsCd" params={{ termsCd: 'youthprotection' }}>
            청소년보호정책
          </Link>
          <Link to="/customercenter/notice">고객센터</Link>
          <Link to="/davichstore">매장찾기</Link>
        </nav>
        <div className="mt-6 grid gap-6 md:grid-cols-[1fr_auto]">
          <address className="not-italic leading-6">
            <strong className="text-gray-800">{c.companyName}</strong>
            <br />
            대표이사 {c.ceoName} · 사업자등록번호 {c.bizRegNo}
            <br />
            통신판매업신고 {c.mailOrderNo}
            <br />
            {c.address}
            <br />
            개인정보보호책임자 {c.privacyOfficer} · {c.email}
          </address>
          <div>
            <p className="font-semibold text-gray-800">고객센터</p>
            <p className="mt-1 text-2xl font-bold text-gray-900">
              <a href={`tel:${cc.custCtTelNo}`}>{cc.custCtTelNo}</a>
            </p>
            <p className="mt-1">{cc.custCtOperTime}</p>
            <p>점심시간 {cc.custCtLunchTime}</p>
          </div>
        </div>
        <p className="mt-6 text-xs text-gray-500">
          안경렌즈와 콘택트렌즈는 관련 법령에 따라 온라인으로 판매하지 않으며, 매장 방문 예약 후 매장에서 결제·수령하실 수 있습니다.
        </p>
        <p className="mt-2 text-xs text-gray-500" data-testid="escrow-notice">
          {ESCROW_NOTICE}
        </p>
        <p className="mt-2 text-xs text-gray-500">{c.copyright}</p>
      </div>
    </footer>
  )
}
