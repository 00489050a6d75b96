-- Issue 30: promotions that know who is looking. Who a banner or popup is for: ALL (default), GUEST (sign-up
-- offers: never shown to members or store owners), MEMBER (signed-in shoppers only).
ALTER TABLE banners ADD COLUMN audience_cd TEXT NOT NULL DEFAULT 'ALL' CHECK (audience_cd IN ('ALL','GUEST','MEMBER'));
ALTER TABLE popups ADD COLUMN audience_cd TEXT NOT NULL DEFAULT 'ALL' CHECK (audience_cd IN ('ALL','GUEST','MEMBER'));
