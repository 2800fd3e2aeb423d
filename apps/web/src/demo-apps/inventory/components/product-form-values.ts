import { z } from 'zod';
import { priceWithTax, type Product } from '../model.ts';

// Messages are translation keys under demoInventory.errors.
const amount = z.number({ error: 'number' }).min(0, 'min');
export const ProductFormValues = z.object({
  name: z.string().trim().min(1, 'required'),
  sku: z.string().trim(),
  barcode: z.string().trim().regex(/^\d*$/, 'digits'),
  category: z.string(),
  brand: z.string(),
  vendor: z.string(),
  stock: amount.int('integer'),
  reserved: amount.int('integer'),
  cost: amount,
  basePrice: amount,
  taxPercent: amount.max(100, 'percent'),
  weight: amount,
  tags: z.array(z.string()),
  thumbnail: z.string().nullable(),
  active: z.boolean(),
  description: z.string(),
});
export type ProductFormValues = z.infer<typeof ProductFormValues>;

export const toFormValues = (p: Product): ProductFormValues => ({
  name: p.name,
  sku: p.sku,
  barcode: p.barcode,
  category: p.category,
  brand: p.brand,
  vendor: p.vendor,
  stock: p.stock,
  reserved: p.reserved,
  cost: p.cost,
  basePrice: p.basePrice,
  taxPercent: p.taxPercent,
  weight: p.weight,
  tags: p.tags,
  thumbnail: p.thumbnail,
  active: p.active,
  description: p.description,
});

/** The patch sent on save; the price follows from base price and tax. */
export const toProductPatch = (v: ProductFormValues): Partial<Product> => ({ ...v, price: priceWithTax(v.basePrice, v.taxPercent) });
