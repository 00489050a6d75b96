-- 0141: the customer-service desk (issue 26 desk 1). Answers name the operator and keep their edit time (the member
-- sees it); reviews can be blinded with a reason shown to the writer and answered by the shop; style-vote posts keep
-- the moderator's decision.
ALTER TABLE inquiries ADD COLUMN answer_by INTEGER REFERENCES operators(operator_no);
ALTER TABLE inquiries ADD COLUMN answer_edit_dttm TEXT;
ALTER TABLE goods_qna ADD COLUMN answer_by INTEGER REFERENCES operators(operator_no);
ALTER TABLE goods_qna ADD COLUMN answer_edit_dttm TEXT;
CREATE INDEX inquiries_waiting_idx ON inquiries (reg_dttm DESC) WHERE answer IS NULL;
CREATE INDEX goods_qna_waiting_idx ON goods_qna (reg_dttm DESC) WHERE answer IS NULL;

ALTER TABLE goods_reviews ADD COLUMN blind_reason TEXT;
ALTER TABLE goods_reviews ADD COLUMN blind_dttm TEXT;
ALTER TABLE goods_reviews ADD COLUMN reply TEXT;
ALTER TABLE goods_reviews ADD COLUMN reply_dttm TEXT;

-- A style-vote post removed by the shop stays hidden for good (restore only undoes a hide by reports or by the shop).
ALTER TABLE style_votes ADD COLUMN removed_dttm TEXT;
ALTER TABLE style_votes ADD COLUMN moderation_reason TEXT;
