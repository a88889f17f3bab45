// The configured social feed (SOCIAL_FEED_URL): a Facebook page's posts as the Graph API answers
// `GET /{page-id}/posts?fields=id,message,full_picture,permalink_url,created_time&access_token=…`,
// the whole address (page, fields, token) being the configured URL. Any failure (no connection, no
// answer within the timeout, a status other than 200, a reply not in the Graph API's shape) is a
// SocialFeedUnavailable: the caller decides what the shopper sees.
import { z } from "zod";

export class SocialFeedUnavailable extends Error {}

/** One post as the shop shows it, wherever it came from. */
export interface SocialPost {
  id: string;
  message: string;
  image: string | null;
  link: string | null;
  /** ISO time of posting. */
  postedAt: string;
}

// The fields the shop reads; the Graph API sends `paging` and more besides. A post without text
// (a shared photo) has no `message`.
const graphReply = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      message: z.string().optional(),
      full_picture: z.url().optional(),
      permalink_url: z.url().optional(),
      // "2025-11-02T09:00:00+0000"
      created_time: z.string().refine((v) => !Number.isNaN(Date.parse(v)), "not a time"),
    }),
  ),
});

export interface SocialFeedConfig {
  url: string;
  timeoutMs: number;
}

export type SocialFeed = ReturnType<typeof createSocialFeed>;

export function createSocialFeed(config: SocialFeedConfig) {
  return {
    /** The page's newest posts with text, newest first, at most `limit`. */
    async posts(limit: number): Promise<SocialPost[]> {
      let response: Response;
      try {
        response = await fetch(config.url, { signal: AbortSignal.timeout(config.timeoutMs) });
      } catch (error) {
        throw new SocialFeedUnavailable("The social feed did not answer", { cause: error });
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new SocialFeedUnavailable(`The social feed answered ${response.status}`);
      }
      let parsed: z.infer<typeof graphReply>;
      try {
        parsed = graphReply.parse(await response.json());
      } catch (error) {
        throw new SocialFeedUnavailable("The social feed's answer is not the Graph API's shape", { cause: error });
      }
      return parsed.data
        .filter((p) => p.message?.trim())
        .map((p) => ({
          id: p.id,
          message: (p.message as string).trim(),
          image: p.full_picture ?? null,
          link: p.permalink_url ?? null,
          postedAt: new Date(p.created_time).toISOString(),
        }))
        .sort((a, b) => b.postedAt.localeCompare(a.postedAt))
        .slice(0, limit);
    },
  };
}
