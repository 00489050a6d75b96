/** Catalogue vocabulary: brands, categories, model names, colours, lens options. Invented names. */
import type { GoodsTypeCd } from '../../server/db/rows'

export const GOODS_TYPES: Array<{ cd: GoodsTypeCd; nm: string; count: number; words: string }> = [
  { cd: '01', nm: '안경테', count: 150, words: '안경 안경테 프레임 glasses frame eyeglasses' },
  { cd: '02', nm: '선글라스', count: 90, words: '선글라스 썬글라스 선글 sunglasses 자외선차단 uv' },
  { cd: '03', nm: '안경렌즈', count: 50, words: '안경렌즈 렌즈 안경알 lens 도수렌즈' },
  { cd: '04', nm: '콘택트렌즈', count: 90, words: '콘택트렌즈 콘택트 콘텍트렌즈 렌즈 소프트렌즈 contact lens' },
  { cd: '05', nm: '용품', count: 40, words: '용품 안경용품 렌즈용품 액세서리 accessory' },
]

export type BrandDef = { nm: string; en: string; types: GoodsTypeCd[] }

export const BRANDS: BrandDef[] = [
  { nm: '다비치 오리지널', en: 'DAVICH ORIGINAL', types: ['01', '02', '05'] },
  { nm: '다비치 티타늄', en: 'DAVICH TITANIUM', types: ['01'] },
  { nm: '루미엘', en: 'LUMIEL', types: ['01', '02'] },
  { nm: '오르빗', en: 'ORBIT', types: ['01'] },
  { nm: '모노클 서울', en: 'MONOCLE SEOUL', types: ['01', '02'] },
  { nm: '에이프릴 아이즈', en: 'APRIL EYES', types: ['01'] },
  { nm: '브릭레인', en: 'BRICK LANE', types: ['01', '02'] },
  { nm: '하루 아이웨어', en: 'HARU EYEWEAR', types: ['01'] },
  { nm: '노르딕 라인', en: 'NORDIC LINE', types: ['01'] },
  { nm: '페더라이트', en: 'FEATHERLITE', types: ['01'] },
  { nm: '아뜰리에 드 윤', en: 'ATELIER DE YUN', types: ['01', '02'] },
  { nm: '코모레비', en: 'KOMOREBI', types: ['01'] },
  { nm: '베르가모', en: 'BERGAMO', types: ['01', '02'] },
  { nm: '솔레어', en: 'SOLEIR', types: ['02'] },
  { nm: '블랙마운틴', en: 'BLACK MOUNTAIN', types: ['02'] },
  { nm: '리비에라', en: 'RIVIERA', types: ['02'] },
  { nm: '썬데이 클럽', en: 'SUNDAY CLUB', types: ['02'] },
  { nm: '다비치 렌즈', en: 'DAVICH LENS', types: ['03'] },
  { nm: '클라리뷰', en: 'CLARIVIEW', types: ['03'] },
  { nm: '옵티멀', en: 'OPTIMAL OPTICS', types: ['03'] },
  { nm: '루센트', en: 'LUCENT', types: ['03'] },
  { nm: '아쿠아핏', en: 'AQUAFIT', types: ['04'] },
  { nm: '클리어데이', en: 'CLEARDAY', types: ['04'] },
  { nm: '하이드로원', en: 'HYDRO ONE', types: ['04'] },
  { nm: '바이오뷰', en: 'BIOVIEW', types: ['04'] },
  { nm: '아이뮤즈', en: 'EYEMUSE', types: ['04'] },
  { nm: '문샤인', en: 'MOONSHINE', types: ['04'] },
  { nm: '렌즈케어랩', en: 'LENSCARE LAB', types: ['05'] },
  { nm: '클린뷰', en: 'CLEANVIEW', types: ['05'] },
  { nm: '아이케어 플러스', en: 'EYECARE PLUS', types: ['05'] },
]

/** ctg_no = goods type × 100 + index. */
export const CATEGORIES: Record<GoodsTypeCd, string[]> = {
  '01': ['뿔테', '메탈테', '하금테', '무테', '티타늄테'],
  '02': ['패션 선글라스', '편광 선글라스', '스포츠 선글라스', '미러 선글라스'],
  '03': ['단초점 렌즈', '누진다초점 렌즈', '블루라이트 차단 렌즈', '변색 렌즈', '사무용·근용 렌즈'],
  '04': ['원데이', '2주착용', '한달착용', '컬러렌즈', '난시렌즈'],
  '05': ['세정·보존액', '안경닦이·클리너', '안경 케이스', '김서림 방지제', '안경줄·액세서리'],
}

export const CATEGORY_SYNONYMS: Record<string, string> = {
  뿔테: '뿔테안경 아세테이트 플라스틱테 acetate',
  메탈테: '메탈안경 금속테 metal',
  하금테: '반무테 하프림 하금 halfrim',
  무테: '무테안경 림리스 rimless',
  티타늄테: '티타늄 초경량 가벼운안경 titanium',
  '패션 선글라스': '패션선글라스 오버사이즈 fashion',
  '편광 선글라스': '편광 편광렌즈 낚시 운전 polarized',
  '스포츠 선글라스': '스포츠 고글 자전거 러닝 골프 sports',
  '미러 선글라스': '미러렌즈 반사 mirror',
  '단초점 렌즈': '단초점 비구면 일반렌즈 single vision',
  '누진다초점 렌즈': '누진 다초점 돋보기 노안 progressive',
  '블루라이트 차단 렌즈': '블루라이트 블루컷 청광차단 전자파 blue light',
  '변색 렌즈': '변색 변색렌즈 포토크로믹 photochromic',
  '사무용·근용 렌즈': '사무용 근용 중근용 오피스 office',
  원데이: '1day 하루용 일회용 데일리렌즈 daily',
  '2주착용': '2주 2week 투위크 biweekly',
  한달착용: '한달 1달 먼슬리 monthly',
  컬러렌즈: '컬러 서클렌즈 서클 뷰티렌즈 color circle',
  난시렌즈: '난시 토릭 toric astigmatism',
  '세정·보존액': '세정액 보존액 식염수 렌즈세척 solution',
  '안경닦이·클리너': '안경닦이 극세사 클리너 렌즈클리너 cleaner cloth',
  '안경 케이스': '안경집 케이스 하드케이스 case',
  '김서림 방지제': '김서림방지 안티포그 마스크 anti-fog',
  '안경줄·액세서리': '안경줄 코패드 스트랩 strap',
}

/** Colour name → hex used by the image generator. */
export const FRAME_COLORS: Array<[string, string]> = [
  ['블랙', '#1f2937'],
  ['매트블랙', '#2b2d31'],
  ['브라운', '#7c4a2d'],
  ['브라운데미', '#8b5a2b'],
  ['골드', '#c9a227'],
  ['로즈골드', '#c98e7d'],
  ['실버', '#9ca3af'],
  ['건메탈', '#4b5563'],
  ['네이비', '#1e3a5f'],
  ['크리스탈', '#b8c4d0'],
  ['카키', '#5b6338'],
  ['와인', '#7f1d1d'],
  ['그레이', '#6b7280'],
  ['블랙골드', '#3f3a2a'],
]

export const SUN_LENS_COLORS: Array<[string, string]> = [
  ['스모크', '#4b5563'],
  ['브라운', '#7c4a2d'],
  ['G15 그린', '#166534'],
  ['블루미러', '#1d4ed8'],
  ['실버미러', '#94a3b8'],
  ['핑크 그라데이션', '#be6a8a'],
]

export const FRAME_SIZES = ['48□20-140', '50□19-145', '51□18-145', '52□18-145', '53□17-145', '54□18-148', '56□16-150']
export const SUN_SIZES = ['52□20-145', '55□18-145', '57□17-148', '60□16-145', '62□14-140']

export const FRAME_SHAPES = ['라운드', '스퀘어', '보스턴', '오벌', '캣아이', '크라운판토', '웰링턴', '헥사곤']
export const SUN_SHAPES = ['스퀘어', '라운드', '보잉', '캣아이', '오버사이즈', '랩어라운드', '웰링턴']

export const MODEL_NAMES = [
  '클로이',
  '헤이즐',
  '모리스',
  '오브리',
  '레온',
  '테오',
  '노아',
  '엘리',
  '밀라',
  '루카',
  '헨리',
  '아서',
  '올리브',
  '줄리안',
  '케이',
  '해리',
  '에단',
  '소피',
  '앨런',
  '레오나',
  '이든',
  '제이',
  '세인',
  '리브',
  '마고',
  '로이',
  '빈센트',
  '노엘',
  '카이',
  '로렌',
  '피오나',
  '하루',
  '새벽',
  '이안',
  '윈터',
  '모아',
  '도담',
  '라온',
  '온새',
  '가람',
  '다온',
  '보리',
  '유나',
  '클레어',
  '그레이스',
  '벨라',
  '엘레나',
  '폴',
]

export const LENS_INDEXES: Array<{ idx: string; label: string; add: number }> = [
  { idx: '1.56', label: '1.56 일반', add: 0 },
  { idx: '1.60', label: '1.60 박형', add: 20000 },
  { idx: '1.67', label: '1.67 초박형', add: 50000 },
  { idx: '1.74', label: '1.74 초고굴절', add: 110000 },
]

export const PHOTOCHROMIC_COLORS: Array<[string, string]> = [
  ['그레이', '#6b7280'],
  ['브라운', '#92400e'],
  ['그린', '#3f6212'],
]

export const IRIS_COLORS: Array<[string, string]> = [
  ['헤이즐 브라운', '#8b5a2b'],
  ['초코 브라운', '#5b3a29'],
  ['애쉬 그레이', '#6b7280'],
  ['올리브 그린', '#5b6b2e'],
  ['로즈 핑크', '#be6a8a'],
  ['아쿠아 블루', '#2f7ea6'],
  ['내추럴 블랙', '#27272a'],
  ['허니 베이지', '#b08850'],
]

/** -0.50 … -8.00 in 0.25 steps. */
export const MINUS_POWERS: string[] = Array.from({ length: 31 }, (_, i) => (-(0.5 + i * 0.25)).toFixed(2))

export const SUN_MODELS = [
  '마르세유',
  '니스',
  '칸',
  '포르토',
  '발리',
  '하와이',
  '산토리니',
  '모나코',
  '마이애미',
  '카프리',
  '이비자',
  '말리부',
  '제주',
  '해운대',
  '시드니',
  '바르셀로나',
  '리스본',
  '나폴리',
  '코모',
  '팜스프링스',
  '산타모니카',
  '몰디브',
]

/** Lens series per glasses-lens category (ctg_no 301–305). */
export const LENS_SERIES: Record<number, string[]> = {
  301: ['클리어 UV', '퓨어핏', '에어라이트', '하이비전', '슈퍼 클린'],
  302: ['프리폼 HD', '맞춤 설계 Pro', '소프트 스타트', '와이드뷰', '퍼스트 스텝'],
  303: ['블루컷 Pro', '블루가드', '디지털 쉴드', '스크린케어', '블루 밸런스'],
  304: ['트랜스뷰', '선체인지', '포토 액티브', '스마트 변색'],
  305: ['오피스 뷰', '데스크 포커스', '리딩 플러스', '중근용 컴포트'],
}

export const CL_SERIES = {
  daily: ['모이스트', '아쿠아 플러스', '실리콘 하이드로겔', '울트라 씬', '프레시', '데일리 케어', '하이드라 글로우', '에어 플로우'],
  biweekly: ['아쿠아 2위크', '클린 2위크', '하이드로 밸런스', '플러스 2위크'],
  monthly: ['먼슬리 컴포트', '먼슬리 아쿠아', '실리콘 먼슬리', '롱웨어'],
  color: ['베일', '글로우', '데이지', '무드', '시럽', '브리즈', '오로라', '누드', '살랑', '루미'],
  toric: ['토릭 모이스트', '아스티 핏', '토릭 클리어', '토릭 아쿠아'],
}
