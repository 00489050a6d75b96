-- 0071: the offline coupon points convert into (its face value is per issue: member_coupons.face_amt).
INSERT INTO coupons (coupon_no, coupon_kind_cd, coupon_nm, coupon_dscrt, benefit_type_cd, benefit_value, valid_type_cd, valid_days,
                     channel_cd, download_yn, issue_start_dttm, issue_end_dttm, reg_dttm)
VALUES (9000, 'OFFLINE', '포인트 전환 쿠폰', '다비치 매장에서 결제 금액만큼 할인받을 수 있어요.', 'AMOUNT', 0, 'ISSUE_DAYS', 365,
        'OFFLINE', 'N', '2000-01-01T00:00:00.000Z', '2999-12-31T00:00:00.000Z', '2026-11-24T00:00:00.000Z');
