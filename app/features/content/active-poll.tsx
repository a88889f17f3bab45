// The home page's poll block: the running poll's title and banner, linking to its page.
import { Link } from "react-router";

export interface ActivePollTeaser {
  id: number;
  name: string;
  bannerDesktop: string | null;
  bannerMobile: string | null;
}

export function ActivePoll({ poll }: { poll: ActivePollTeaser | null }) {
  if (!poll) return null;
  const fallback = poll.bannerMobile ?? poll.bannerDesktop;
  return (
    <section className="home-section home-poll" aria-labelledby="poll-title">
      <h2 id="poll-title" className="home-section__title">
        Avstemning
      </h2>
      <div className="home-poll__body">
        {fallback ? (
          <picture className="home-poll__banner">
            {poll.bannerDesktop ? <source media="(min-width: 1020px)" srcSet={poll.bannerDesktop} /> : null}
            <img src={fallback} alt="" width={256} height={256} loading="lazy" decoding="async" />
          </picture>
        ) : null}
        <div>
          <p className="home-poll__name">{poll.name}</p>
          <Link className="button button--primary" to={`/avstemning/${poll.id}`}>
            Svar på avstemningen<span className="visually-hidden">: {poll.name}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
