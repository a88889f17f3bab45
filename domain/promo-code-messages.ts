// The promo code's Norwegian text (spec sections 5 and 8). No dependencies: the cart imports it
// without loading zod with the page (issue 16), and the API answers with the same text.
export const PROMO_NOT_FOUND = "Verdikode finnes ikke";
