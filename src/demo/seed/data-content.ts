/** Storefront copy: site info, menus, redirects, banners, promotions, events, notices, collections. */
import type { GoodsTypeCd } from '../../server/db/rows'

export const SITE_INFO = {
  market_name: '다비치마켓',
  company_name: '(주)다비치안경체인',
  ceo_name: '한지훈',
  biz_reg_no: '617-81-23456',
  mail_order_no: '제2018-부산연제-0421호',
  address: '부산광역시 연제구 중앙대로 1079, 다비치빌딩 7층',
  privacy_officer: '정보보호팀 이수진',
  email: 'help@davich.com',
  cust_ct_tel_no: '1588-3280',
  cust_ct_lunch_time: '12:00 ~ 13:00',
  cust_ct_oper_time: '평일 09:00 ~ 18:00 (주말·공휴일 휴무)',
  copyright: 'Copyright © DAVICH OPTICAL CHAIN Co., Ltd. All rights reserved.',
}

export const SEO = {
  common_title: '다비치마켓',
  common_manager: ' | 다비치마켓',
  description:
    '전국 다비치안경 매장과 함께하는 다비치마켓. 안경테, 선글라스, 안경렌즈, 콘택트렌즈와 렌즈 용품을 온라인으로 만나고 가까운 매장에서 예약·픽업하세요.',
  keywords: '다비치마켓,다비치안경,안경,안경테,선글라스,안경렌즈,콘택트렌즈,컬러렌즈,누진렌즈,블루라이트,매장픽업',
  goods_detail_title: '다비치마켓 상품 상세',
  goods_detail_manager: ' | 다비치마켓',
  robots_file_path: '/robots.txt',
  anls_id: '',
  og_image: '',
}

export const REDIRECTS: Array<[string, string, number]> = [
  ['/front/main.do', '/main', 301],
  ['/front/goods/goodsDetail.do', '/products', 301],
  ['/front/goods/goodsList.do', '/products', 301],
  ['/front/goods/ranking.do', '/products/ranking', 301],
  ['/front/customer/noticeList.do', '/customercenter/notice', 301],
  ['/front/customer/faqList.do', '/customercenter/faq', 301],
  ['/front/store/storeList.do', '/davichstore', 301],
  ['/front/member/login.do', '/account/signin', 301],
  ['/front/member/joinStep1.do', '/account/signup', 301],
  ['/front/event/eventList.do', '/event', 302],
]

/** Menus in insertion order; `sort` is the display order (deliberately different). */
export type MenuDef = { nm: string; url: string; sort: number; use?: 'N'; children?: MenuDef[] }
export const GNB: MenuDef[] = [
  { nm: '이벤트', url: '/event', sort: 90 },
  {
    nm: '콘택트렌즈',
    url: '/products?category=04',
    sort: 40,
    children: [
      { nm: '컬러렌즈', url: '/products?category=04&ctg=404', sort: 4 },
      { nm: '원데이', url: '/products?category=04&ctg=401', sort: 1 },
      { nm: '난시렌즈', url: '/products?category=04&ctg=405', sort: 5 },
      { nm: '2주착용', url: '/products?category=04&ctg=402', sort: 2 },
      { nm: '한달착용', url: '/products?category=04&ctg=403', sort: 3 },
    ],
  },
  {
    nm: '안경테',
    url: '/products?category=01',
    sort: 10,
    children: [
      { nm: '메탈테', url: '/products?category=01&ctg=102', sort: 2 },
      { nm: '뿔테', url: '/products?category=01&ctg=101', sort: 1 },
      { nm: '티타늄테', url: '/products?category=01&ctg=105', sort: 5 },
      { nm: '무테', url: '/products?category=01&ctg=104', sort: 4 },
      { nm: '하금테', url: '/products?category=01&ctg=103', sort: 3 },
    ],
  },
  {
    nm: '매장찾기',
    url: '/davichstore',
    sort: 100,
    children: [
      { nm: '방문 예약', url: '/davichstore/reservation', sort: 2 },
      { nm: '매장 찾기', url: '/davichstore', sort: 1 },
    ],
  },
  {
    nm: '선글라스',
    url: '/products?category=02',
    sort: 20,
    children: [
      { nm: '스포츠 선글라스', url: '/products?category=02&ctg=203', sort: 3 },
      { nm: '패션 선글라스', url: '/products?category=02&ctg=201', sort: 1 },
      { nm: '미러 선글라스', url: '/products?category=02&ctg=204', sort: 4 },
      { nm: '편광 선글라스', url: '/products?category=02&ctg=202', sort: 2 },
    ],
  },
  { nm: '기획전', url: '/promotion', sort: 70 },
  {
    nm: '랭킹',
    url: '/products/ranking',
    sort: 60,
    children: [
      { nm: '브랜드 랭킹', url: '/products/rankingbrand', sort: 2 },
      { nm: '상품 랭킹', url: '/products/ranking', sort: 1 },
    ],
  },
  {
    nm: '안경렌즈',
    url: '/products?category=03',
    sort: 30,
    children: [
      { nm: '누진다초점', url: '/products?category=03&ctg=302', sort: 2 },
      { nm: '블루라이트 차단', url: '/products?category=03&ctg=303', sort: 3 },
      { nm: '단초점', url: '/products?category=03&ctg=301', sort: 1 },
      { nm: '변색렌즈', url: '/products?category=03&ctg=304', sort: 4 },
    ],
  },
  { nm: '컬렉션', url: '/collection', sort: 80 },
  { nm: '스타일보드', url: '/styleboard', sort: 85, use: 'N' },
  {
    nm: '용품',
    url: '/products/etc',
    sort: 50,
    children: [
      { nm: '안경 케이스', url: '/products/etc?ctg=503', sort: 3 },
      { nm: '세정·보존액', url: '/products/etc?ctg=501', sort: 1 },
      { nm: '김서림 방지제', url: '/products/etc?ctg=504', sort: 4 },
      { nm: '안경닦이·클리너', url: '/products/etc?ctg=502', sort: 2 },
    ],
  },
]

export const ICONS: Array<{ cd: string; nm: string; bg: string }> = [
  { cd: 'NEW', nm: 'NEW', bg: '#ef4444' },
  { cd: 'BEST', nm: 'BEST', bg: '#f59e0b' },
  { cd: 'SALE', nm: 'SALE', bg: '#e11d48' },
  { cd: 'FREE_DLVR', nm: '무료배송', bg: '#0f766e' },
  { cd: 'PICKUP', nm: '매장픽업', bg: '#2563eb' },
  { cd: 'RESERVE', nm: '예약전용', bg: '#7c3aed' },
  { cd: 'LIMITED', nm: '한정수량', bg: '#111827' },
  { cd: 'MD_PICK', nm: 'MD추천', bg: '#0891b2' },
  { cd: 'COUPON', nm: '쿠폰', bg: '#db2777' },
]

export const THEMES = [
  '#0f766e',
  '#1d4ed8',
  '#7c3aed',
  '#be123c',
  '#c2410c',
  '#15803d',
  '#0e7490',
  '#4338ca',
  '#a16207',
  '#db2777',
  '#334155',
]

/** MAIN banners per goods type (5 each) and for all types (goods_type_cd NULL). [title, subtitle, link] */
export const MAIN_BANNERS: Record<GoodsTypeCd | 'ALL', Array<[string, string, string]>> = {
  ALL: [
    ['다비치마켓 그랜드 세일', '안경부터 렌즈까지 최대 50% 할인', '/promotion'],
    ['온라인 주문, 매장에서 픽업', '가까운 다비치안경에서 편하게 받아가세요', '/davichstore'],
    ['신규 회원 5,000포인트', '가입 즉시 지급되는 웰컴 혜택', '/event'],
    ['다비치 오리지널 브랜드 위크', '하우스 브랜드 최대 40% 할인', '/promotion/promo428'],
    ['정밀 시력검사 무료 예약', '전국 매장 방문 예약 오픈', '/davichstore/reservation'],
  ],
  '01': [
    ['가벼운 티타늄 안경테', '하루 종일 써도 편안한 착용감', '/promotion/promo469'],
    ['신상 안경테 입고', '이번 주 새로 들어온 프레임', '/products?category=01'],
    ['얼굴이 작아 보이는 뿔테', '스타일리스트 추천 베스트 20', '/collection'],
    ['클래식 하금테 컬렉션', '단정한 인상을 완성하는 한 끗', '/products?category=01&ctg=103'],
    ['안경테 + 렌즈 패키지', '렌즈 포함 59,000원부터', '/products?category=01'],
  ],
  '02': [
    ['선글라스 얼리 시즌 특가', '인기 브랜드 최대 35% 할인', '/promotion/promo470'],
    ['편광 선글라스로 드라이브', '눈부심 없이 선명하게', '/products?category=02&ctg=202'],
    ['스포츠 선글라스 기획전', '골프·러닝·라이딩 필수템', '/products?category=02&ctg=203'],
    ['도수 선글라스 제작', '내 시력에 맞춘 선글라스', '/davichstore/reservation'],
    ['미러 렌즈 트렌드', '여름을 닮은 컬러 미러', '/products?category=02&ctg=204'],
  ],
  '03': [
    ['블루라이트 차단 렌즈전', '모니터 앞 당신의 눈을 위해', '/promotion/promo432'],
    ['처음 만나는 누진다초점', '적응이 쉬운 맞춤 설계', '/promotion/promo484'],
    ['초박형 1.74 렌즈', '고도수도 얇고 가볍게', '/products?category=03'],
    ['실내외 자동 변색 렌즈', '안경 하나로 선글라스까지', '/products?category=03&ctg=304'],
    ['렌즈 교체 예약 혜택', '매장 예약 시 코팅 업그레이드', '/davichstore/reservation'],
  ],
  '04': [
    ['원데이 렌즈 스탬프 2배', '매장 수령 시 스탬프 두 배 적립', '/promotion/promo440'],
    ['데일리 컬러렌즈 뷰티 페어', '자연스러운 컬러 최대 25%', '/promotion/promo494'],
    ['난시도 선명하게', '토릭 렌즈 맞춤 상담', '/products?category=04&ctg=405'],
    ['촉촉한 실리콘 하이드로겔', '장시간 착용에도 편안하게', '/products?category=04'],
    ['콘택트렌즈 예약 픽업', '온라인 예약, 매장에서 바로 수령', '/davichstore'],
  ],
  '05': [
    ['렌즈 관리 용품 모음전', '세정액부터 케이스까지', '/products/etc'],
    ['김서림 방지 솔루션', '마스크·겨울철 필수템', '/products/etc?ctg=504'],
    ['극세사 안경닦이 1+1', '선명함을 지키는 작은 습관', '/products/etc?ctg=502'],
    ['안경 케이스 굿즈전', '다비치 오리지널 디자인', '/products/etc?ctg=503'],
    ['여행용 렌즈 키트', '휴대용 세정액과 케이스 세트', '/products/etc'],
  ],
}

export const SUB_BANNERS: Array<[string, string, string]> = [
  ['앱 설치하고 쿠폰 받기', '다비치 앱 전용 3,000원 쿠폰', '/event'],
  ['우리 동네 다비치 찾기', '전국 매장 위치와 영업시간', '/davichstore'],
  ['포토 후기 2,000P', '착용 사진 올리고 포인트 받기', '/event'],
  ['시력검사 예약', '기다림 없이 바로 검사', '/davichstore/reservation'],
  ['이달의 기획전', '놓치면 아쉬운 특가 모음', '/promotion'],
  ['스타일 컬렉션', 'MD가 고른 이번 주 추천', '/collection'],
  ['콘택트렌즈 스탬프', '10개 모으면 1박스 증정', '/event'],
  ['청력센터 무료 상담', '보청기 상담도 다비치에서', '/davichstore'],
  ['렌즈 용품 무료배송', '2만원 이상 구매 시', '/products/etc'],
  ['가족 계정 혜택', '가족과 포인트를 함께', '/event'],
  ['랭킹 TOP 100', '지금 가장 많이 찾는 상품', '/products/ranking'],
  ['공지사항', '배송·휴무 안내를 확인하세요', '/customercenter/notice'],
]

export const TOP_BANNERS: Array<[string, string, string]> = [
  ['지금 가입하면 5,000포인트 즉시 지급!', '신규 회원 웰컴 혜택', '/account/signup'],
  ['추석 연휴 배송 안내', '연휴 기간 출고가 중단됩니다', '/customercenter/notice'],
]

export const POPUPS: Array<{ nm: string; url: string; gb: 'C' | 'P' | 'M'; sort: number }> = [
  { nm: '신규 회원 웰컴 쿠폰팩', url: '/event', gb: 'C', sort: 3 },
  { nm: 'PC 전용 매장 예약 안내', url: '/davichstore/reservation', gb: 'P', sort: 1 },
  { nm: '다비치 오리지널 브랜드 위크', url: '/promotion/promo428', gb: 'C', sort: 2 },
  { nm: '앱 설치 시 3,000원 쿠폰', url: '/event', gb: 'M', sort: 4 },
]

export type GoodsFilter = { type?: GoodsTypeCd[]; ctg?: number[]; brandIdx?: number[] }

export type CampaignDef = {
  slug: string | null
  title: string
  subtitle: string
  description: string
  keywords: string
  dc: number
  theme: string
  filter: GoodsFilter
  paragraphs: string[]
  /** Days relative to now: [start, end]. */
  window: [number, number]
  exhibition?: 'N'
}

export const CAMPAIGNS: CampaignDef[] = [
  {
    slug: 'promo428',
    title: '다비치 오리지널 브랜드 위크',
    subtitle: '하우스 브랜드 안경테·선글라스 최대 40% 할인',
    description: '다비치가 직접 디자인하고 만든 오리지널 컬렉션을 가장 좋은 가격에 만나보세요.',
    keywords: '다비치 오리지널,하우스 브랜드,안경테 할인,선글라스 할인',
    dc: 40,
    theme: '#0f766e',
    filter: { type: ['01', '02'], brandIdx: [0, 1] },
    paragraphs: [
      '다비치 오리지널은 전국 매장의 착용 데이터를 바탕으로 한국인의 얼굴형에 맞춰 설계한 하우스 브랜드입니다.',
      '브랜드 위크 기간에는 베스트셀러 안경테와 선글라스를 최대 40% 할인된 가격으로 드리며, 매장 픽업 시 무료 피팅 서비스도 함께 제공합니다.',
      '온라인으로 주문하고 가까운 다비치안경에서 내 얼굴에 꼭 맞게 조정받아 보세요.',
    ],
    window: [-7, 24],
  },
  {
    slug: 'promo432',
    title: '눈이 편안한 블루라이트 차단 렌즈전',
    subtitle: '하루 8시간 모니터 앞, 당신의 눈을 지키는 선택',
    description: '스마트폰과 모니터의 청색광을 줄여 주는 블루라이트 차단 렌즈를 특별한 가격에 예약하세요.',
    keywords: '블루라이트 차단,블루컷,청광 차단,사무용 렌즈,눈 피로',
    dc: 30,
    theme: '#1d4ed8',
    filter: { type: ['03'], ctg: [303, 305, 301] },
    paragraphs: [
      '하루의 대부분을 화면 앞에서 보내는 요즘, 눈의 피로는 더 이상 나이의 문제가 아닙니다.',
      '블루라이트 차단 코팅은 유해 청색광을 줄이면서도 색 왜곡을 최소화해 자연스러운 시야를 유지합니다. 1.60부터 1.74 초고굴절까지 도수에 맞게 선택할 수 있습니다.',
      '안경렌즈는 관련 법령에 따라 매장 방문 예약으로만 구매할 수 있으며, 예약 시 정밀 시력검사를 함께 받아보실 수 있습니다.',
    ],
    window: [-14, 16],
  },
  {
    slug: 'promo440',
    title: '원데이 콘택트렌즈 스탬프 2배 페스타',
    subtitle: '매장에서 수령하면 스탬프가 두 배로 쌓여요',
    description: '매일 새 렌즈로 깨끗하게. 원데이 렌즈 예약 시 스탬프 2배 적립과 세정 용품 증정 혜택을 드립니다.',
    keywords: '원데이 렌즈,1day,스탬프 적립,콘택트렌즈 예약,데일리 렌즈',
    dc: 15,
    theme: '#0891b2',
    filter: { type: ['04'], ctg: [401] },
    paragraphs: [
      '원데이 렌즈는 하루 착용 후 폐기해 세균 번식 걱정이 적고 관리가 간편합니다.',
      '페스타 기간 동안 원데이 렌즈를 예약하고 매장에서 수령하면 스탬프가 2배로 적립되며, 10개를 모으면 원데이 렌즈 1박스를 드립니다.',
      '처음 렌즈를 착용하신다면 매장에서 검안사와 함께 착용 교육을 받아보세요.',
    ],
    window: [-3, 27],
  },
  {
    slug: 'promo469',
    title: '깃털처럼 가벼운 티타늄 안경테',
    subtitle: '10g대 초경량 프레임 컬렉션 최대 25%',
    description: '코와 귀에 부담 없는 티타늄·무테 프레임으로 하루 종일 가벼운 착용감을 느껴보세요.',
    keywords: '티타늄 안경,초경량 안경테,무테,가벼운 안경,베타티타늄',
    dc: 25,
    theme: '#475569',
    filter: { type: ['01'], ctg: [105, 104, 102] },
    paragraphs: [
      '티타늄은 가볍고 부식에 강하며 금속 알레르기 걱정이 적어 오래 쓰는 안경에 가장 잘 어울리는 소재입니다.',
      '이번 컬렉션은 10g대의 초경량 프레임만을 모았습니다. 얇은 림과 탄성 있는 템플이 얼굴을 부드럽게 감싸 장시간 착용에도 자국이 덜 남습니다.',
      '구매 후 가까운 매장에서 무료로 코패드와 다리 길이를 조정받을 수 있습니다.',
    ],
    window: [-10, 40],
  },
  {
    slug: 'promo470',
    title: '선글라스 얼리 시즌 특가',
    subtitle: '인기 선글라스 최대 35% 먼저 만나는 할인',
    description: '자외선 차단은 사계절 필수. 편광·미러·스포츠 선글라스를 시즌 전 특가로 준비하세요.',
    keywords: '선글라스 특가,편광 선글라스,미러 선글라스,스포츠 선글라스,자외선 차단',
    dc: 35,
    theme: '#c2410c',
    filter: { type: ['02'] },
    paragraphs: [
      '자외선은 여름에만 강한 것이 아닙니다. 눈 건강을 위해 UV400 차단 렌즈를 사계절 착용하는 것이 좋습니다.',
      '운전과 낚시에는 난반사를 줄여 주는 편광 렌즈를, 골프와 러닝에는 시야가 넓은 랩어라운드 스포츠 선글라스를 추천합니다.',
      '도수가 필요하다면 매장에서 내 시력에 맞춘 도수 선글라스로 제작할 수 있습니다.',
    ],
    window: [-5, 20],
  },
  {
    slug: 'promo484',
    title: '처음 만나는 누진다초점 렌즈',
    subtitle: '가까운 곳도 먼 곳도 하나의 안경으로',
    description: '노안이 시작되었다면 적응이 쉬운 맞춤 설계 누진다초점 렌즈로 편안한 시야를 되찾으세요.',
    keywords: '누진다초점,누진렌즈,노안,돋보기,다초점 렌즈,중근용',
    dc: 20,
    theme: '#7c3aed',
    filter: { type: ['03'], ctg: [302, 305] },
    paragraphs: [
      '마흔이 넘어 스마트폰 글씨가 흐릿해졌다면 노안의 신호일 수 있습니다. 누진다초점 렌즈는 한 장의 렌즈 안에서 먼 곳, 중간, 가까운 곳을 자연스럽게 이어 줍니다.',
      '다비치는 개인의 처방과 생활 습관, 프레임 크기를 측정해 설계하는 개인맞춤 누진 렌즈와 사무 환경에 최적화된 사무용 누진 렌즈를 함께 제안합니다.',
      '첫 누진 착용 고객은 적응 기간 동안 무료 재조정과 상담을 받으실 수 있습니다. 지금 방문 예약을 남겨 주세요.',
    ],
    window: [-20, 45],
  },
  {
    slug: 'promo494',
    title: '데일리 컬러렌즈 뷰티 페어',
    subtitle: '자연스럽게 또렷한 눈매, 컬러렌즈 최대 25%',
    description: '과하지 않은 직경과 그라데이션 디자인으로 매일 자연스럽게 연출하는 컬러렌즈를 만나보세요.',
    keywords: '컬러렌즈,서클렌즈,데일리 컬러,브라운 렌즈,그레이 렌즈,원데이 컬러',
    dc: 25,
    theme: '#db2777',
    filter: { type: ['04'], ctg: [404] },
    paragraphs: [
      '컬러렌즈는 그래픽 직경과 컬러 톤에 따라 인상이 크게 달라집니다. 처음이라면 13.0mm 안팎의 브라운 계열로 시작해 보세요.',
      '이번 페어에서는 헤이즐 브라운, 애쉬 그레이, 올리브 그린 등 데일리로 쓰기 좋은 컬러를 모았습니다. 도수 없는 0.00부터 고도수까지 선택할 수 있습니다.',
      '콘택트렌즈는 매장 방문 예약으로 구매하며, 착용 전 안과 검진 또는 매장 검사를 권장합니다.',
    ],
    window: [-2, 30],
  },
  // generic promotions
  ...(
    [
      [
        '신상 안경테 입고 기념 특가',
        '이번 시즌 새로 들어온 프레임 최대 20%',
        '따끈한 신상 안경테를 가장 먼저 만나보세요.',
        '신상 안경테,신제품,트렌드 안경',
        20,
        { type: ['01'] },
        [-6, 25],
      ],
      [
        '첫 안경 응원전',
        '학생 고객 안경테+렌즈 패키지 특가',
        '처음 맞추는 안경, 가볍고 튼튼한 프레임으로 시작하세요.',
        '학생 안경,첫 안경,안경 패키지',
        15,
        { type: ['01'], ctg: [101, 105] },
        [-12, 18],
      ],
      [
        '직장인 오피스 안경 제안',
        '단정한 메탈테와 사무용 렌즈',
        '회의실에서도 모니터 앞에서도 편안한 오피스 안경.',
        '오피스 안경,메탈테,사무용 렌즈',
        20,
        { type: ['01', '03'], ctg: [102, 103, 305] },
        [-4, 26],
      ],
      [
        '주말 나들이 선글라스',
        '가볍게 쓰기 좋은 데일리 선글라스',
        '주말 피크닉과 드라이브에 어울리는 선글라스 모음.',
        '데일리 선글라스,나들이,드라이브',
        25,
        { type: ['02'], ctg: [201, 202] },
        [-9, 12],
      ],
      [
        '부모님 선물 누진 렌즈',
        '효도 선물로 좋은 누진다초점 특가',
        '부모님의 또렷한 일상을 선물하세요.',
        '효도 선물,누진 렌즈,부모님 안경',
        15,
        { type: ['03'], ctg: [302] },
        [-40, -5],
      ],
      [
        '렌즈 관리 용품 모음전',
        '세정액·케이스·안경닦이 한 번에',
        '렌즈와 안경을 오래 깨끗하게 쓰는 관리 용품.',
        '렌즈 세정액,안경닦이,렌즈 케이스',
        10,
        { type: ['05'] },
        [-15, 15],
      ],
      [
        '가벼운 뿔테 베스트',
        '누적 판매 1위 뿔테 모음',
        '많이 찾는 데는 이유가 있습니다. 베스트 뿔테 모음.',
        '뿔테 안경,베스트 안경테,아세테이트',
        20,
        { type: ['01'], ctg: [101] },
        [-3, 30],
      ],
      [
        '난시 콘택트렌즈 맞춤 가이드',
        '토릭 렌즈, 축까지 정확하게',
        '난시가 있어도 선명한 렌즈 생활을 시작하세요.',
        '난시 렌즈,토릭,콘택트렌즈',
        10,
        { type: ['04'], ctg: [405] },
        [-8, 22],
      ],
      [
        '골프·러닝 스포츠 선글라스전',
        '땀과 충격에 강한 스포츠 아이웨어',
        '운동할 때 흘러내리지 않는 선글라스를 찾는다면.',
        '스포츠 선글라스,골프 선글라스,러닝',
        30,
        { type: ['02'], ctg: [203, 204] },
        [-60, -20],
      ],
      [
        '커플 안경 스타일 제안',
        '함께 쓰면 더 좋은 페어 프레임',
        '둘이 함께 고르는 커플 안경 추천.',
        '커플 안경,페어 프레임,선물',
        15,
        { type: ['01'] },
        [5, 35],
      ],
      [
        '안경 케이스 & 액세서리',
        '귀여운 케이스와 안경줄 굿즈',
        '작지만 매일 쓰는 안경 액세서리.',
        '안경 케이스,안경줄,코패드',
        10,
        { type: ['05'], ctg: [503, 505] },
        [-2, 28],
      ],
      [
        '클래식 하금테 스타일전',
        '지적인 인상의 하프림 프레임',
        '단정하고 클래식한 하금테의 모든 것.',
        '하금테,반무테,클래식 안경',
        20,
        { type: ['01'], ctg: [103] },
        [-11, 19],
      ],
    ] as Array<[string, string, string, string, number, GoodsFilter, [number, number]]>
  ).map(([title, subtitle, description, keywords, dc, filter, window], i): CampaignDef => ({
    slug: null,
    title,
    subtitle,
    description,
    keywords,
    dc,
    theme: THEMES[(i * 5 + 3) % THEMES.length],
    filter,
    paragraphs: [
      `${description} ${subtitle} 혜택은 기획전 기간에만 제공됩니다.`,
      '온라인으로 주문한 상품은 택배로 받거나 가까운 다비치안경 매장에서 픽업할 수 있으며, 안경렌즈와 콘택트렌즈는 매장 방문 예약으로 구매하실 수 있습니다.',
      '기획전 상품은 재고 소진 시 조기 종료될 수 있습니다.',
    ],
    window,
    ...(i === 9 ? { exhibition: 'N' as const } : {}),
  })),
]

/** [title, summary, [startDays, endDays] relative to now, how to take part (the event page's body)] */
export const EVENTS: Array<[string, string, [number, number], string[]]> = [
  [
    '신규 회원 가입 시 5,000포인트 지급',
    '지금 가입하면 마켓포인트 5,000P를 바로 드려요.',
    [-120, 60],
    [
      '다비치마켓 회원가입을 마쳐 주세요.',
      '가입 즉시 마켓포인트 5,000P가 적립돼요.',
      '포인트는 마이페이지 > 포인트에서 확인하고 주문할 때 바로 쓸 수 있어요.',
    ],
  ],
  [
    '첫 구매 10% 할인 쿠폰',
    '다비치마켓 첫 주문에 사용할 수 있는 10% 쿠폰.',
    [-60, 30],
    ['마이페이지 > 쿠폰존에서 첫 구매 쿠폰을 받아 주세요.', '주문서에서 쿠폰을 고르면 상품 금액의 10%가 할인돼요.'],
  ],
  [
    '포토 후기 작성 시 2,000포인트',
    '착용 사진과 함께 후기를 남기면 2,000P 적립.',
    [-30, 60],
    ['배송 완료된 상품의 후기를 써 주세요.', '착용 사진을 1장 이상 올리면 확인 후 2,000P가 적립돼요.'],
  ],
  [
    '매장 픽업 주문 고객 안경닦이 증정',
    '매장 픽업으로 주문하면 극세사 안경닦이를 드립니다.',
    [-14, 16],
    ['주문서의 받는 방법에서 매장 픽업을 골라 주세요.', '매장에서 상품을 받으실 때 극세사 안경닦이를 함께 드려요.'],
  ],
  [
    '친구 추천하고 함께 3,000포인트',
    '추천인과 신규 회원 모두에게 3,000P.',
    [-45, 15],
    ['친구가 가입할 때 추천인 아이디에 내 아이디를 적어 주세요.', '친구의 가입이 끝나면 두 분 모두에게 3,000P가 적립돼요.'],
  ],
  [
    '생일 축하 쿠폰',
    '생일이 있는 달에 마이페이지에서 쿠폰을 받으세요.',
    [-200, 165],
    ['회원정보에 생일을 등록해 주세요.', '생일이 있는 달 1일에 쿠폰함으로 생일 쿠폰이 들어가요.'],
  ],
  [
    '다비치 앱 설치 이벤트',
    '앱 첫 로그인 시 3,000원 쿠폰 자동 발급.',
    [-20, 40],
    ['다비치 앱을 설치하고 로그인해 주세요.', '첫 로그인 후 3,000원 쿠폰이 쿠폰함에 자동으로 들어가요.'],
  ],
  [
    '시력검사 예약 고객 사은품 증정',
    '방문 예약 후 검사를 받으면 렌즈 세정액 증정.',
    [-10, 20],
    ['매장 찾기에서 가까운 매장의 방문 예약을 해 주세요.', '예약한 시간에 시력검사를 받으시면 렌즈 세정액을 드려요.'],
  ],
  [
    '콘택트렌즈 스탬프 2배 적립',
    '원데이 렌즈 매장 수령 시 스탬프 두 배.',
    [-3, 27],
    ['원데이 콘택트렌즈를 매장 수령으로 주문해 주세요.', '매장에서 받으실 때 스탬프가 두 배로 찍혀요.'],
  ],
  [
    '안경 무상 점검 주간',
    '가까운 매장에서 피팅·세척·나사 점검을 무료로.',
    [-75, -45],
    ['쓰시던 안경을 가지고 가까운 매장에 들러 주세요.', '피팅, 초음파 세척, 나사 점검을 무료로 해 드려요.'],
  ],
  [
    '간편결제 즉시 할인',
    '간편결제로 5만원 이상 결제 시 3,000원 즉시 할인.',
    [-90, -30],
    ['5만원 이상 주문하고 결제 수단에서 간편결제를 골라 주세요.', '결제할 때 3,000원이 바로 할인돼요.'],
  ],
  [
    '가족 계정 등록 이벤트',
    '가족을 초대하면 모두에게 1,000P.',
    [-50, -8],
    ['마이페이지 > 가족에서 가족을 초대해 주세요.', '초대받은 가족이 등록을 마치면 모두에게 1,000P가 적립돼요.'],
  ],
  [
    '청력센터 무료 청력검사',
    '다비치 청력센터에서 무료 청력검사를 받아보세요.',
    [-40, -2],
    ['청력센터가 있는 매장에 방문 예약을 해 주세요.', '전문 상담사가 무료로 청력검사와 상담을 해 드려요.'],
  ],
  [
    '블루라이트 렌즈 체험단 모집',
    '체험 후기를 남겨 주실 30분을 모집합니다.',
    [-25, -11],
    ['이벤트 기간에 체험단 신청을 남겨 주세요.', '선정되신 30분께 블루라이트 차단 렌즈를 보내 드리고, 2주 안에 후기를 받아요.'],
  ],
  [
    '출석체크 이벤트',
    '한 달 동안 매일 출석하면 최대 1,500P.',
    [-150, -120],
    ['매일 다비치마켓에 로그인해 출석 도장을 찍어 주세요.', '출석한 날만큼 포인트가 쌓여 한 달에 최대 1,500P까지 받으실 수 있어요.'],
  ],
  [
    '스타일 투표 참여 이벤트',
    '스타일 투표에 참여하면 추첨을 통해 안경테 증정.',
    [3, 33],
    ['스타일보드에서 진행 중인 투표에 참여해 주세요.', '이벤트가 끝나면 참여하신 분 중 추첨으로 안경테를 보내 드려요.'],
  ],
]

/** [title, important, daysAgo] */
export const NOTICES: Array<[string, boolean, number]> = [
  ['공휴일 배송 및 고객센터 휴무 안내', true, 3],
  ['개인정보처리방침 개정 안내', true, 12],
  ['안경렌즈·콘택트렌즈 온라인 구매 방식 안내 (매장 예약 전용)', true, 40],
  ['시스템 정기 점검 안내 (새벽 2시 ~ 5시)', false, 7],
  ['다비치마켓 리뉴얼 오픈 안내', false, 20],
  ['무통장 입금 주문 자동 취소 기준 안내', false, 28],
  ['매장 픽업 서비스 이용 방법 안내', false, 35],
  ['포인트 유효기간 변경 안내', false, 48],
  ['택배사 변경에 따른 배송 안내', false, 55],
  ['회원 등급 혜택 개편 안내', false, 63],
  ['휴면 계정 전환 정책 안내', false, 77],
  ['교환·반품 접수 절차 안내', false, 90],
  ['추석 연휴 배송 일정 안내', false, 101],
  ['고객센터 운영 시간 변경 안내', false, 118],
  ['전자금융거래 이용약관 개정 안내', false, 140],
  ['다비치 앱 업데이트 안내', false, 165],
  ['사칭 문자(스미싱) 주의 안내', false, 190],
  ['카드사 무이자 할부 혜택 안내', false, 220],
  ['현금영수증 발급 안내', false, 260],
  ['서비스 이용약관 개정 안내', false, 320],
]

export const COLLECTIONS: Array<{ title: string; subtitle: string; description: string; filter: GoodsFilter }> = [
  {
    title: '출근길 데일리 안경',
    subtitle: '매일 손이 가는 기본 프레임',
    description: '어떤 옷에도 잘 어울리는 블랙·브라운 톤의 데일리 안경테를 모았습니다.',
    filter: { type: ['01'], ctg: [101, 102] },
  },
  {
    title: '가벼움의 정석, 티타늄',
    subtitle: '코 자국 걱정 없는 초경량',
    description: '오래 써도 편안한 티타늄·무테 프레임 컬렉션.',
    filter: { type: ['01'], ctg: [105, 104] },
  },
  {
    title: '얼굴이 작아 보이는 뿔테',
    subtitle: '스타일리스트 추천',
    description: '얼굴형을 보완해 주는 두께감 있는 뿔테 추천.',
    filter: { type: ['01'], ctg: [101] },
  },
  {
    title: '운전할 때, 편광 선글라스',
    subtitle: '난반사 없이 선명하게',
    description: '도로 위 눈부심을 줄여 주는 편광 선글라스.',
    filter: { type: ['02'], ctg: [202, 201] },
  },
  {
    title: '모니터 앞 블루라이트 케어',
    subtitle: '눈이 편안한 렌즈',
    description: '장시간 화면을 보는 분을 위한 렌즈 제안.',
    filter: { type: ['03'] },
  },
  {
    title: '자연스러운 데일리 컬러렌즈',
    subtitle: '티 나지 않게 또렷하게',
    description: '내추럴한 브라운·그레이 컬러렌즈 모음.',
    filter: { type: ['04'], ctg: [404] },
  },
  {
    title: '여행 필수 렌즈 용품',
    subtitle: '작고 가볍게 챙기는 케어',
    description: '휴대용 세정액과 케이스, 안경닦이까지.',
    filter: { type: ['05'] },
  },
  {
    title: '클래식 하금테 모음',
    subtitle: '지적인 무드의 완성',
    description: '단정한 인상을 주는 하금테 셀렉션.',
    filter: { type: ['01'], ctg: [103, 102] },
  },
]

export const KEYWORDS: Record<GoodsTypeCd, Array<[string, GoodsFilter]>> = {
  '01': [
    ['#데일리 안경', { ctg: [101, 102] }],
    ['#가벼운 티타늄', { ctg: [105, 104] }],
    ['#동그란 라운드', {}],
    ['#클래식 하금테', { ctg: [103] }],
    ['#투명 크리스탈', { ctg: [101] }],
  ],
  '02': [
    ['#편광 드라이브', { ctg: [202] }],
    ['#여름 휴가룩', { ctg: [201, 204] }],
    ['#골프·러닝', { ctg: [203] }],
    ['#보잉 선글라스', {}],
    ['#미러 렌즈', { ctg: [204] }],
  ],
  '03': [
    ['#블루라이트', { ctg: [303, 301] }],
    ['#누진 다초점', { ctg: [302] }],
    ['#초박형 1.74', {}],
    ['#변색 렌즈', { ctg: [304] }],
    ['#사무용 렌즈', { ctg: [305, 302] }],
    ['#단초점 비구면', { ctg: [301] }],
  ],
  '04': [
    ['#촉촉한 원데이', { ctg: [401] }],
    ['#자연스러운 컬러', { ctg: [404] }],
    ['#난시 교정', { ctg: [405] }],
    ['#가성비 한달', { ctg: [403, 402] }],
    ['#30P 대용량', { ctg: [401] }],
  ],
  '05': [
    ['#렌즈 세정액', { ctg: [501] }],
    ['#김서림 방지', { ctg: [504, 502] }],
    ['#안경 케이스', { ctg: [503] }],
    ['#극세사 안경닦이', { ctg: [502] }],
  ],
}

export const STYLE_VOTES: Array<{
  title: string
  description: string
  window: [number, number]
  options: Array<{ label: string; filter: GoodsFilter }>
}> = [
  {
    title: '데일리 안경, 어떤 스타일이 좋으세요?',
    description: '매일 쓰는 안경, 여러분의 취향을 알려 주세요. 투표 결과는 다음 컬렉션에 반영됩니다.',
    window: [-5, 20],
    options: [
      { label: '동글동글 라운드 뿔테', filter: { type: ['01'], ctg: [101] } },
      { label: '단정한 스퀘어 메탈', filter: { type: ['01'], ctg: [102] } },
      { label: '지적인 하금테', filter: { type: ['01'], ctg: [103] } },
      { label: '가벼운 무테', filter: { type: ['01'], ctg: [104] } },
    ],
  },
  {
    title: '드라이브할 때 쓰고 싶은 선글라스는?',
    description: '운전할 때 가장 손이 가는 선글라스에 투표해 주세요.',
    window: [-2, 12],
    options: [
      { label: '편광 스퀘어', filter: { type: ['02'], ctg: [202] } },
      { label: '클래식 보잉', filter: { type: ['02'], ctg: [201] } },
      { label: '스포티 랩어라운드', filter: { type: ['02'], ctg: [203] } },
    ],
  },
  {
    title: '자연스러운 컬러 vs 또렷한 컬러',
    description: '데일리 컬러렌즈, 어떤 쪽을 더 좋아하세요?',
    window: [-40, -10],
    options: [
      { label: '자연스러운 브라운', filter: { type: ['04'], ctg: [404] } },
      { label: '또렷한 그레이', filter: { type: ['04'], ctg: [404] } },
    ],
  },
]

export const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
  '류',
  '홍',
]
export const GIVEN_F = [
  '지우',
  '서연',
  '하은',
  '민서',
  '수아',
  '지민',
  '예린',
  '채원',
  '유진',
  '다은',
  '소윤',
  '서현',
  '민지',
  '혜원',
  '나연',
]
export const GIVEN_M = [
  '민준',
  '서준',
  '도윤',
  '예준',
  '시우',
  '주원',
  '하준',
  '지호',
  '준서',
  '현우',
  '건우',
  '우진',
  '성민',
  '재훈',
  '동현',
]
export const ROMAN: Record<string, string> = {
  김: 'kim',
  이: 'lee',
  박: 'park',
  최: 'choi',
  정: 'jung',
  강: 'kang',
  조: 'cho',
  윤: 'yoon',
  장: 'jang',
  임: 'lim',
  한: 'han',
  오: 'oh',
  서: 'seo',
  신: 'shin',
  권: 'kwon',
  황: 'hwang',
  안: 'ahn',
  송: 'song',
  류: 'ryu',
  홍: 'hong',
}
export const NICK_WORDS = ['맑은눈', '안경요정', '렌즈러버', '동글이', '선글부자', '또렷또렷', '반짝안경', '하늘빛', '초록시선', '별보는눈']
