import { z } from 'zod';

/** The inventory's records, shared by the mock and the screens. */
export const Product = z.object({
  id: z.string(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  sku: z.string(),
  barcode: z.string(),
  brand: z.string(),
  vendor: z.string(),
  stock: z.number(),
  reserved: z.number(),
  cost: z.number(),
  basePrice: z.number(),
  taxPercent: z.number(),
  price: z.number(),
  weight: z.number(),
  thumbnail: z.string().nullable(),
  images: z.array(z.string()),
  active: z.boolean(),
});
export type Product = z.infer<typeof Product>;

export const Category = z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string(), slug: z.string() });
export type Category = z.infer<typeof Category>;
export const Brand = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type Brand = z.infer<typeof Brand>;
export const Vendor = Brand;
export type Vendor = Brand;
export const InventoryTag = z.object({ id: z.string(), title: z.string() });
export type InventoryTag = z.infer<typeof InventoryTag>;

export const Pagination = z.object({
  length: z.number(),
  size: z.number(),
  page: z.number(),
  lastPage: z.number(),
  startIndex: z.number(),
  endIndex: z.number(),
});
export type Pagination = z.infer<typeof Pagination>;

/** A page of products; past the last page the mock answers `products: null` and only lastPage. */
export const ProductPage = z.union([
  z.object({ products: z.array(Product), pagination: Pagination }),
  z.object({ products: z.null(), pagination: z.object({ lastPage: z.number() }) }),
]);
export type ProductPage = z.infer<typeof ProductPage>;

/** Sorting sku, name and active compares text; every other field compares numbers. */
export const TEXT_SORTS = ['sku', 'name', 'active'] as const;
export const NUMBER_SORTS = ['stock', 'reserved', 'cost', 'basePrice', 'taxPercent', 'price', 'weight'] as const;
export type ProductSort = (typeof TEXT_SORTS)[number] | (typeof NUMBER_SORTS)[number];
export const TAX_PERCENTS = [8, 10, 18, 20, 30] as const;

/** Price is the base price plus tax, to the cent. */
export const priceWithTax = (basePrice: number, taxPercent: number) => Math.round(basePrice * (100 + taxPercent)) / 100;
