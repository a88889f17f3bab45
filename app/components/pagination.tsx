import { Link } from "react-router";

interface PaginationProps {
  page: number;
  lastPage: number;
  /** Address of a page number. */
  hrefFor: (page: number) => string;
}

/** Previous and next links of a paged list; nothing when there is only one page. */
export function Pagination({ page, lastPage, hrefFor }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label="Sidenavigasjon">
      {page > 1 ? (
        <Link
          className="pagination__link"
          to={hrefFor(page - 1)}
          rel="prev"
          aria-label={`Forrige side, side ${page - 1} av ${lastPage}`}
        >
          Forrige side
        </Link>
      ) : null}
      <p className="pagination__status">
        Side {page} av {lastPage}
      </p>
      {page < lastPage ? (
        <Link
          className="pagination__link"
          to={hrefFor(page + 1)}
          rel="next"
          aria-label={`Neste side, side ${page + 1} av ${lastPage}`}
        >
          Neste side
        </Link>
      ) : null}
    </nav>
  );
}
