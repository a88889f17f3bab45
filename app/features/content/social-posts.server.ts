// The social block's data for the home page loader: never rejects, so the rest of the page is
// unharmed when the feed fails (the failure itself is logged by the service).
import { relativeTimeText } from "../../../domain/opening-hours.ts";
import type { SocialService } from "../../../server/modules/content/social-service.ts";
import type { SocialBlockData } from "./social-posts.tsx";

export function socialBlock(social: SocialService, brandId: number, now: Date): Promise<SocialBlockData> {
  return social.posts(brandId).then(
    (posts) => ({
      failed: false as const,
      posts: posts.map((p) => ({
        id: p.id,
        message: p.message,
        image: p.image?.startsWith("/") ? p.image : null,
        link: p.link,
        postedAt: p.postedAt,
        relative: relativeTimeText(now, new Date(p.postedAt)),
      })),
    }),
    () => ({ failed: true as const, posts: [] as [] }),
  );
}
