-- 0201 (issue 33, lens thickness preview): a glasses-lens reservation keeps the index the member chose on the
-- preview page and the frame size it was compared in, so the store prepares that lens and shows it beside the
-- booking. NULL for every other reservation.
ALTER TABLE reservations ADD COLUMN lens_index TEXT CHECK (lens_index IS NULL OR lens_index IN ('1.50', '1.56', '1.60', '1.67', '1.74'));
ALTER TABLE reservations ADD COLUMN lens_frame TEXT;
