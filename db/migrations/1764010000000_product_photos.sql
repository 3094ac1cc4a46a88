-- Up Migration

-- Each product's current photo (docs/decisions/046-product-photos-with-sharp.md): read model of
-- `ProductPhotoSet` / `ProductPhotoRemoved` on `product-photo-<key>`. `variants` lists the files
-- the server made (name under /photos/, format, width, height, bytes); the files are under
-- PHOTOS_DIR. The key is checked against `products` by the command that sets the photo.
create table product_photos (
  product_key text primary key,
  hash text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  placeholder text not null,
  variants jsonb not null
);

-- Down Migration
drop table product_photos;
