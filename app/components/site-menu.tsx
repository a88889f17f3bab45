// Main menus (spec section 2): a desktop bar and, below 1020 px, a mobile menu behind a "Meny"
// button. Both are plain links (NavLink marks the current entry with aria-current). The mobile menu
// is a <details> disclosure, so it opens without JavaScript; a swipe left of 10 px closes it, and
// so does choosing an entry.
import { type KeyboardEvent, type TouchEvent, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import type { MenuEntry, MenuModel } from "../features/navigation/menu.ts";

/** Spec section 9: swipe threshold 10 px. */
export const SWIPE_CLOSE_PX = 10;

function Entries({ entries, className }: { entries: MenuEntry[]; className: string }) {
  return (
    <>
      {entries.map((entry) => (
        <li key={entry.path}>
          <NavLink to={entry.path} className={className}>
            {entry.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/** Genders, categories, then the menu's own extra entries, as a `${block}__list` of `${block}__link`s. */
function MenuList({
  menu,
  block,
  extras,
  extraClassName,
}: {
  menu: MenuModel;
  block: "desktop-menu" | "mobile-menu";
  extras: MenuEntry[];
  extraClassName: string;
}) {
  return (
    <ul className={`${block}__list`}>
      <Entries entries={menu.genders} className={`${block}__link`} />
      <Entries entries={menu.categories} className={`${block}__link`} />
      <Entries entries={extras} className={extraClassName} />
    </ul>
  );
}

export function DesktopMenu({ menu }: { menu: MenuModel }) {
  return (
    <nav className="desktop-menu" aria-label="Hovedmeny">
      <MenuList
        menu={menu}
        block="desktop-menu"
        extras={menu.desktopExtras}
        extraClassName="desktop-menu__link desktop-menu__link--extra"
      />
    </nav>
  );
}

export function MobileMenu({ menu }: { menu: MenuModel }) {
  const details = useRef<HTMLDetailsElement>(null);
  const startX = useRef<number | null>(null);
  const { pathname } = useLocation();

  // A chosen entry navigates; the menu closes behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path on purpose.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);

  const onTouchStart = (event: TouchEvent) => {
    startX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const endX = event.changedTouches[0]?.clientX;
    if (startX.current !== null && endX !== undefined && startX.current - endX > SWIPE_CLOSE_PX && details.current) {
      details.current.open = false;
    }
    startX.current = null;
  };

  // Escape closes the menu and puts focus back on its button, as for other popups.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector("summary")?.focus();
  };

  return (
    <details className="mobile-menu" ref={details} onKeyDown={onKeyDown}>
      <summary className="mobile-menu__button">Meny</summary>
      <nav className="mobile-menu__panel" aria-label="Meny" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <MenuList menu={menu} block="mobile-menu" extras={menu.mobileExtras} extraClassName="mobile-menu__link" />
      </nav>
    </details>
  );
}
