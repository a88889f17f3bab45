// Social network posts (spec section 7: GET /fb/getPosts answers `posts`): from the configured feed
// when there is one, otherwise from the social_posts table (this module owns it). A feed that fails
// is the spec's failure (section 8, 'Error: Something went wrong'); it is logged, and the page shows
// that text in the posts' block only.
import { desc, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { socialPosts } from "../../db/schema.ts";
import { UpstreamFailed } from "../../lib/errors.ts";
import { type SocialFeed, SocialFeedUnavailable, type SocialPost } from "./social-feed.ts";

export const SOCIAL_POSTS_FAILED = "Error: Something went wrong";
/** Posts the home page's block and the API give. */
export const SOCIAL_POST_COUNT = 6;

export type SocialService = ReturnType<typeof createSocialService>;

export function createSocialService(
  database: Database,
  feed: SocialFeed | null,
  onFeedError: (error: unknown) => void = () => undefined,
) {
  return {
    async posts(brandId: number): Promise<SocialPost[]> {
      if (feed) {
        try {
          return await feed.posts(SOCIAL_POST_COUNT);
        } catch (error) {
          if (!(error instanceof SocialFeedUnavailable)) throw error;
          onFeedError(error);
          throw new UpstreamFailed(SOCIAL_POSTS_FAILED);
        }
      }
      const rows = await database.db
        .select()
        .from(socialPosts)
        .where(or(isNull(socialPosts.brandId), eq(socialPosts.brandId, brandId)))
        .orderBy(desc(socialPosts.postedAt), desc(socialPosts.id))
        .limit(SOCIAL_POST_COUNT);
      return rows.map((r) => ({
        id: String(r.id),
        message: r.message,
        image: r.image,
        link: r.link,
        postedAt: r.postedAt.toISOString(),
      }));
    },
  };
}
