import { seededRandom } from '../../shared/seeded-random.ts';
import { watchImage } from '../../shared/svg-art.ts';
import { priceWithTax, TAX_PERCENTS, type Brand, type Category, type InventoryTag, type Product, type Vendor } from '../model.ts';

const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
const TAG_TITLES = ['mens', 'ladies', 'unisex', '44mm', '40mm', '36mm', '5 ATM', '10 ATM', 'automatic', 'chronograph'];
const MOVEMENTS = ['Chronograph', 'Automatic', 'Quartz', 'Dive', 'Pilot', 'Dress'];
const BLURBS = [
  'Brushed steel case, sapphire crystal and a dial that stays readable in low light.',
  'A day-to-night watch with a slim profile and a quick-release strap.',
  'Water resistant, scratch resistant and built for an active week.',
  'Classic proportions with a modern movement and a two-year warranty.',
];

/** The inventory's sample catalogue: 3 categories, 5 brands, 3 vendors, 10 tags and 23 watches. */
export function inventorySample() {
  const r = seededRandom(4242);
  const categories: Category[] = ['Mens', 'Ladies', 'Unisex'].map((name) => ({ id: r.guid(), parentId: null, name, slug: slugOf(name) }));
  const brands: Brand[] = ['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon'].map((name) => ({ id: r.guid(), name, slug: slugOf(name) }));
  const vendors: Vendor[] = ['Evel', 'Mivon', 'Neogen'].map((name) => ({ id: r.guid(), name, slug: slugOf(name) }));
  const tags: InventoryTag[] = TAG_TITLES.map((title) => ({ id: r.guid(), title }));
  const tagId = (title: string) => tags.find((t) => t.title === title)!.id;

  const products: Product[] = Array.from({ length: 23 }, (_, i) => {
    const category = categories[i % 3];
    const brand = r.pick(brands);
    const movement = r.pick(MOVEMENTS);
    const size = category.name === 'Ladies' ? r.pick(['36mm', '40mm']) : r.pick(['40mm', '44mm']);
    const atm = r.pick(['5 ATM', '10 ATM']);
    const basePrice = r.int(9, 99) * 10 + r.pick([0, 5, 9]);
    const taxPercent = r.pick(TAX_PERCENTS);
    const imageCount = r.int(1, 3);
    const images = Array.from({ length: imageCount }, (_, v) => watchImage(100 + i, v));
    const movementTag = movement === 'Chronograph' ? ['chronograph'] : movement === 'Automatic' ? ['automatic'] : [];
    return {
      id: r.guid(),
      category: category.id,
      name: `${brand.name} ${category.name} ${movement} Watch ${size} ${atm}`,
      description: r.pick(BLURBS),
      tags: [category.name.toLowerCase(), size, atm, ...movementTag].map(tagId),
      sku: `${String.fromCharCode(65 + r.int(0, 25), 65 + r.int(0, 25), 65 + r.int(0, 25))}-${r.int(1000, 9999)}`,
      barcode: `${r.int(100000, 999999)}${r.int(1000000, 9999999)}`,
      brand: brand.id,
      vendor: r.pick(vendors).id,
      stock: r.int(0, 40),
      reserved: r.int(0, 12),
      cost: Math.round(basePrice * (0.3 + r.next() * 0.3) * 100) / 100,
      basePrice,
      taxPercent,
      price: priceWithTax(basePrice, taxPercent),
      weight: r.int(40, 95) / 100,
      // A few products have no picture yet.
      thumbnail: i % 8 === 5 ? null : images[0],
      images: i % 8 === 5 ? [] : images,
      active: r.bool(0.7),
    };
  });
  return { categories, brands, vendors, tags, products };
}
