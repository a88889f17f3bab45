// The product page with "my shop" chosen (decision 031): that shop first in the stock table, and
// its promise beside the buy button. Without a chosen shop the table is as the server sent it.
import { OUT_OF_STOCK_TEXT } from "../../../domain/pickup-promise.ts";
import type { ShopStockView } from "../catalog/product-view.ts";
import type { MyShop } from "./my-shop.ts";

export interface StockRow extends ShopStockView {
  mine: boolean;
}

export function myShopFirst(stock: ShopStockView[], mine: MyShop | null): { rows: StockRow[]; promise: string | null } {
  if (!mine) return { rows: stock.map((r) => ({ ...r, mine: false })), promise: null };
  const own = stock.find((r) => r.shopId === mine.id);
  // A shop without the variant is still the shopper's: it is listed, out of stock.
  const first: StockRow = own
    ? { ...own, mine: true }
    : { shopId: mine.id, shopName: mine.name, qty: 0, promise: OUT_OF_STOCK_TEXT, mine: true };
  const rest = stock.filter((r) => r.shopId !== mine.id).map((r) => ({ ...r, mine: false }));
  return { rows: [first, ...rest], promise: `${first.promise ?? OUT_OF_STOCK_TEXT} i ${mine.name}` };
}
