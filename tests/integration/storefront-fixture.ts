/// <reference types="@cloudflare/workers-types" />
// A small catalogue for the storefront integration tests (plain SQL; the seed factories serve the dev data).

const day = 86_400_000
export const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().replace(/\.\d{3}Z$/, 'Z')

export async function seedStorefront(db: D1Database) {
  const stmts: D1PreparedStatement[] = []
  const run = (sql: string, ...args: unknown[]) => stmts.push(db.prepare(sql).bind(...args))
  run(
    `INSERT INTO seo_settings VALUES (1, '다비치마켓', '다비치', '안경·선글라스·렌즈 온라인몰', '안경,선글라스', ' - 다비치마켓', '다비치', '/robots.txt', '', '/img/og.svg')`,
  )
  run(
    `INSERT INTO brands (brand_no, brand_nm, brand_en_nm, logo_src, sort_seq) VALUES (1, '다비치 오리지널', 'DAVICH ORIGINAL', '', 1), (2, '루미엘', 'LUMIEL', '', 2), (3, '아쿠아핏', 'AQUAFIT', '', 3)`,
  )
  run(
    `INSERT INTO categories (ctg_no, goods_type_cd, ctg_nm, sort_seq) VALUES (101, '01', '뿔테', 1), (102, '01', '메탈테', 2), (201, '02', '편광 선글라스', 1), (401, '04', '원데이', 1)`,
  )
  const goods: Array<[string, string, number, number, string, number, number, number, string]> = [
    ['G000001', '01', 101, 1, '다비치 오리지널 보스턴 뿔테', 120000, 84000, 50, '뿔테안경 아세테이트'],
    ['G000002', '01', 102, 1, '다비치 오리지널 티타늄 라운드', 150000, 150000, 10, '메탈안경 금속테'],
    ['G000003', '01', 101, 2, '루미엘 캣아이 뿔테', 98000, 68600, 30, '뿔테안경'],
    ['G000004', '02', 201, 2, '루미엘 편광 선글라스', 180000, 126000, 80, '선글라스 썬글라스 편광'],
    ['G000005', '04', 401, 3, '아쿠아핏 원데이 30P', 32000, 28800, 200, '콘택트렌즈 원데이 일회용'],
  ]
  goods.forEach(([no, type, ctg, brand, nm, cust, sale, sold, words], i) =>
    run(
      `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, goods_dscrt, img_src, supply_price, customer_price,
         sale_price, discount_rate, grade, review_count, dibs_count, sale_count, view_count, dlvr_yn, direct_yn, search_text, reg_dttm)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 4.5, 2, 3, ?12, ?13, ?14, 'Y', ?15, ?16)`,
      no,
      type,
      ctg,
      brand,
      nm,
      `${nm} 설명`,
      `/img/goods/${type}/${no}.svg`,
      Math.round(sale * 0.6),
      cust,
      sale,
      Math.floor(((cust - sale) * 100) / cust),
      sold,
      1000 - i * 100,
      type === '04' ? 'N' : 'Y',
      words,
      iso(-i),
    ),
  )
  run(`INSERT INTO goods_items VALUES ('G000001-01', 'G000001', '블랙 / 50□20', '블랙', '50□20-145', NULL, NULL, NULL, NULL, 0, 5, 1),
        ('G000001-02', 'G000001', '브라운 / 52□18', '브라운', '52□18-145', NULL, NULL, NULL, NULL, 0, 0, 2),
        ('G000005-01', 'G000005', '-1.00 / 30P', NULL, NULL, '-1.00', NULL, NULL, 30, 0, 10, 1)`)
  run(
    `INSERT INTO goods_reviews (review_no, goods_no, writer_nm, score, content, photo_yn, reg_dttm) VALUES
        (1, 'G000001', '김다비', 5, '가볍고 편해요.', 'Y', ?1), (2, 'G000001', '이안경', 4, '색이 예뻐요.', 'N', ?2)`,
    iso(-2),
    iso(-1),
  )
  run(
    `INSERT INTO coupons (coupon_no, coupon_kind_cd, coupon_nm, benefit_type_cd, benefit_value, benefit_max_amt, valid_type_cd,
         valid_days, target_scope_cd, goods_type_cd, download_yn, issue_start_dttm, issue_end_dttm, reg_dttm)
       VALUES (1, 'GOODS', '안경테 10% 할인', 'RATE', 10, 10000, 'ISSUE_DAYS', 30, 'ALL', '01', 'Y', ?1, ?2, ?1),
              (2, 'GOODS', '보스턴 뿔테 5천원', 'AMOUNT', 5000, NULL, 'ISSUE_DAYS', 14, 'INCLUDE', NULL, 'Y', ?1, ?2, ?1),
              (3, 'GOODS', '끝난 쿠폰', 'AMOUNT', 3000, NULL, 'ISSUE_DAYS', 14, 'ALL', NULL, 'Y', ?3, ?4, ?3),
              (4, 'BIRTHDAY', '생일 쿠폰', 'AMOUNT', 3000, NULL, 'ISSUE_DAYS', 14, 'ALL', NULL, 'N', ?1, ?2, ?1)`,
    iso(-10),
    iso(10),
    iso(-30),
    iso(-1),
  )
  run(`INSERT INTO coupon_target_goods VALUES (2, 'G000001')`)
  run(`INSERT INTO search_keywords VALUES ('선글라스', 50, 2, ?1), ('뿔테', 40, 1, ?1), ('원데이', 10, NULL, ?1)`, iso(0))
  run(
    `INSERT INTO promotions (prmt_no, slug, title, subtitle, description, img_src, mobile_img_src, keywords, dc_rate, start_dttm, end_dttm)
       VALUES (1, 'promo428', '다비치 오리지널 브랜드 위크', '최대 40% 할인', '오리지널 컬렉션을 가장 좋은 가격에', '/img/banner/promo428.svg',
               '/img/banner/promo428.svg', '다비치,안경테', 40, ?1, ?2),
              (2, NULL, '지난 기획전', '', '', '/img/banner/promo-2.svg', '/img/banner/promo-2.svg', '', 10, ?3, ?4)`,
    iso(-5),
    iso(20),
    iso(-40),
    iso(-20),
  )
  run(`INSERT INTO promotion_goods VALUES (1, 'G000001', 1), (1, 'G000002', 2)`)
  run(
    `INSERT INTO events (event_no, title, summary, img_src, start_dttm, end_dttm, reg_dttm) VALUES
        (1, '가을 포토 리뷰 이벤트', '리뷰 쓰고 포인트 받기', '/img/banner/event-1.svg', ?1, ?2, ?1),
        (2, '여름 선글라스 이벤트', '끝난 이벤트', '/img/banner/event-2.svg', ?3, ?4, ?3)`,
    iso(-3),
    iso(10),
    iso(-60),
    iso(-30),
  )
  run(
    `INSERT INTO collections (collection_no, title, subtitle, img_src, reg_dttm) VALUES (1, '가벼운 데일리 안경', '하루 종일 편하게', '/img/banner/collection-1.svg', ?1)`,
    iso(-3),
  )
  run(`INSERT INTO collection_goods VALUES (1, 'G000001', 1), (1, 'G000003', 2)`)
  await db.batch(stmts)
}
