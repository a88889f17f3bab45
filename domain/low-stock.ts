// What the back office calls "low stock" (issue 29): a variant of which a shop has only this many units
// or fewer left, but not none; time to order more before it is gone. Sold out is another list.
export const LOW_STOCK_MAX = 2;
