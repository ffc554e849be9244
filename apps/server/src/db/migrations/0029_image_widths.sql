-- Responsive images (issue #16): every posted photo wider than 640 px is also stored 640 (and, when wider than
-- 1280 px, 1280) px wide, so a phone downloads a photo its screen can show, not the camera's original.
-- The narrower copies an upload has, with their sizes in bytes (for Content-Length and ranges):
-- [{ "width": 640, "height": 480, "size": 51234 }, ...], narrowest first.
alter table media_uploads add column variants jsonb not null default '[]';
-- What a post card needs to lay its photo out before it arrives and to offer the right width:
-- { "width": 4000, "height": 3000, "widths": [640, 1280] } (null: no photo, or one posted before this).
alter table posts add column image_size jsonb;
