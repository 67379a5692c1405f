import { AppError } from "~/domain/errors";

/**
 * The photos in their new order (the first is the cover): `order` must name each kept photo exactly
 * once, so nothing can be added, duplicated or dropped through it. Photos being removed may be named
 * or not (the form lists every photo it shows). No order keeps the current one.
 */
export function orderedImages(current: string[], remove: string[], order: string[] | undefined): string[] {
  const kept = current.filter((url) => !remove.includes(url));
  if (!order?.length) return kept;
  const wanted = order.filter((url) => !remove.includes(url));
  const valid = wanted.length === kept.length && new Set(wanted).size === wanted.length && wanted.every((url) => kept.includes(url));
  if (!valid) throw new AppError("IMAGE_ORDER_INVALID");
  return wanted;
}

/**
 * The order a form without JavaScript asks for: every photo (`image_order`, as shown) with the
 * position chosen for it (`image_position`, 1 = cover). The photos whose position was changed are
 * taken out and put in at the place chosen; the others keep their relative order.
 */
export function orderFromForm(urls: string[], positions: string[]): string[] {
  if (positions.length !== urls.length) return urls;
  const wanted = urls.map((url, index) => {
    const n = Number(positions[index]);
    return { url, position: Number.isInteger(n) && n >= 1 && n <= urls.length ? n : index + 1, index };
  });
  const moved = wanted.filter((entry) => entry.position !== entry.index + 1).sort((x, y) => x.position - y.position);
  const order = wanted.filter((entry) => entry.position === entry.index + 1).map((entry) => entry.url);
  for (const entry of moved) order.splice(entry.position - 1, 0, entry.url);
  return order;
}
