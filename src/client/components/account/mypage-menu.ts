/** The member's my-page menu: the desktop side menu (src/client/layouts/Sections.tsx) and the phone's grouped list (MyHome). */
// Entries without a page yet are shown as "준비 중", not as links that would 404. One entry per line: each
// domain fills in its own lines.
export const MYPAGE_MENU = [
  [
    '주문 관리',
    [
      ['/mypage/manageorder/orderlist', '주문 내역'],
      ['/mypage/manageorder/delivery', '배송 조회'],
      ['/mypage/manageorder/cancellist', '취소/반품 내역'],
      ['/mypage/manageorder/reservation', '방문 예약 내역'],
      ['/mypage/manageorder/offlineorderlist', '매장 구매 내역'],
      ['/mypage/manageorder/paymentcard', '결제 수단'],
      ['/mypage/manageorder/account', '환불 계좌'],
    ],
  ],
  [
    '나의 활동',
    [
      ['/mypage/myactivity/cart', '장바구니'],
      ['/mypage/myactivity/dibs', '찜한 상품'],
      ['/mypage/myactivity/comment', '나의 리뷰'],
      ['/mypage/myactivity/productinquiry', '상품 문의'],
      ['/mypage/myactivity/privateinquiry', '1:1 문의 내역'],
      ['/mypage/myactivity/vote', '스타일 투표'],
      ['/mypage/myactivity/familyaccount', '가족 계정'],
      ['/mypage/myeyechart', '시력 기록'],
      ['/mypage/myfaceinfo', '얼굴 정보'],
      ['/mypage/myservice/fitting', '스마트 피팅'],
    ],
  ],
  [
    '나의 혜택',
    [
      ['/mypage/manageorder/giftcoupon', '상품권'],
      ['/mypage/manageorder/paysdigitalcoupon', '디지털 쿠폰'],
      ['/mypage/mybonus/coupon', '쿠폰'],
      ['/mypage/mybonus/point', '포인트'],
      ['/mypage/mybonus/stamp', '스탬프'],
      ['/mypage/myservice/couponzone', '쿠폰존'],
      ['/mypage/myservice/giftcoupon', '상품권 등록'],
      ['/mypage/myservice/paysdigitalcoupon', '모바일 교환권'],
      ['/mypage/app/pushnotification', '알림 설정'],
    ],
  ],
  [
    '나의 매장',
    [
      ['/mypage/mystore/mystore', '나의 매장'],
      ['/mypage/mystore/visitlist', '방문 내역'],
      ['/mypage/app/mycodeinfo', '멤버십 바코드'],
    ],
  ],
] as const
