// Response shapes of the catalogue API (spec section 3). Field names are the spec's.
export interface ColorRef {
  id: number;
  name: string;
  hex: string;
  colorCode: string;
}

export interface SizeRef {
  id: number;
  name: string;
}

export interface CampaignLine {
  id: number;
  campaignId: number;
  articleId: number;
  price: number;
  labelType: string;
  labelData: unknown;
  /** The campaign's period, ISO text: the product page decides with the server's time whether it runs. */
  start: string;
  end: string;
}

export interface Article {
  id: number;
  articleId: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  brands: number[];
  gender: string;
  genders: number[];
  price: number;
  pant: number;
  originalPrice: number;
  colors: ColorRef[];
  colorGroups: number[];
  sizes: SizeRef[];
  size_colors: { variantId: number; ean: string; sizeId: number; colorId: number; available: boolean }[];
  image: string;
  customLabel: string | null;
  articleGroup2ID: number;
  articleGroup3ID: number;
  group2: string;
  group3: string;
  category: number;
  categories: number[];
  subcategories: number[];
  canPurchase: boolean;
  featured: boolean;
  shops: number[];
  available: number[];
  availability: number;
  campaigns: CampaignLine[];
  campaignLabelType: string | null;
  averageRating: number | null;
  webPurchaseLimit: number;
  onlyCC: boolean;
  season: string | null;
  bestsellerQty: number;
  bestsellerTurnover: number;
  ean: string | null;
  visible: boolean;
}

export interface Variant {
  id: number;
  ean: string;
  canPurchase: boolean;
  availability: number;
  shops: { id: number; qty: number }[];
  size: SizeRef;
  color: ColorRef & { image: string | null };
}

export interface Review {
  id: number;
  content: string;
  reply: string | null;
  customer: string;
  rating: number;
  approved: boolean;
  created_at: string;
  reviewable_id: number;
  reviewable_type: string;
  true_to_size: number | null;
  size_color: string | null;
  anonymous: boolean;
}

export interface ArticleDetail extends Article {
  articleNo: string;
  dateCreated: string;
  techDescription: string;
  nutrientContent: string | null;
  washLabel: string[];
  careLabel: string[];
  variants: Variant[];
  reviews: Review[];
}

export interface Subcategory {
  ArticleGroup2ID: number;
  MainGroupID: number;
  Name: string;
  slug: string;
  minPrice: number;
  maxPrice: number;
  articlesCount: number;
  custom: boolean;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  articlesCount: number;
  banner: string | null;
  bannerLink: string | null;
  minPrice: number;
  maxPrice: number;
  subcategories: Subcategory[];
  availableProductlines: { id: number; name: string }[];
}

export interface Group {
  name: string;
  slug: string;
  articleGroup2ID: number;
  articleGroup3ID: number;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export interface Campaign {
  id: number;
  name: string;
  shortDescription: string;
  description: string;
  start: string;
  end: string;
  count: number;
  image: string | null;
  imageMobile: string | null;
  showLabel: boolean;
  showImage: boolean;
  labelText: string | null;
  url: string | null;
}

export interface Bestseller {
  article_id: number;
  qty_rank: number;
  turnover_rank: number;
  article: Article;
}
