import { Fragment } from "react";
import { bodyBlocks } from "./blog-body.ts";

/** A post's plain-text body as paragraphs and numbered lists (React escapes every piece). */
export function BlogBody({ body }: { body: string }) {
  return (
    <div className="blog-post__body">
      {bodyBlocks(body).map((block, i) =>
        block.kind === "list" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one body never reorder.
          <ol key={i}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <li key={j}>{item}</li>
            ))}
          </ol>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <p key={i}>
            {block.lines.map((line, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
