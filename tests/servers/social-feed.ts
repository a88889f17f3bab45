// A local stand-in of a Facebook page's posts in the Graph API's shape
// (GET /{page-id}/posts?fields=id,message,full_picture,permalink_url,created_time), on json-server,
// so it can also answer 5xx, malformed JSON or hang.
import { startJsonServer, type TestJsonServer } from "./json-server.ts";

export const FEED_POSTS = [
  {
    id: "1234_1",
    message: "Vinterens nye ski er på plass i butikkene!",
    full_picture: "https://scontent.example/ski.jpg",
    permalink_url: "https://www.facebook.com/butikk/posts/1",
    created_time: "2026-11-20T09:00:00+0000",
  },
  // A shared photo without text: not shown.
  { id: "1234_2", full_picture: "https://scontent.example/bilde.jpg", created_time: "2026-11-21T09:00:00+0000" },
  {
    id: "1234_3",
    message: "Åpent til 21 hele desember.",
    permalink_url: "https://www.facebook.com/butikk/posts/3",
    created_time: "2026-11-22T15:30:00+0000",
  },
];

export function startSocialFeedServer(port = 0): Promise<TestJsonServer> {
  return startJsonServer(
    (url) =>
      url.pathname.endsWith("/posts")
        ? { status: 200, body: { data: FEED_POSTS, paging: { cursors: { before: "a", after: "b" } } } }
        : { status: 404, body: { error: { message: "Unknown path", type: "OAuthException", code: 803 } } },
    port,
  );
}
