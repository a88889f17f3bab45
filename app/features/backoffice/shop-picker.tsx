// An administrator's choice of the shop to work in (issue 29), in the back office's header: every page
// that shows one shop's reservations, pick list, count or stock shows this one until another is
// chosen; "Alle butikker" where a page can show them all. Remembered in a cookie (shop-choice.ts).
// Without scripts the form still works for the page it is sent from (?butikk=).
import { Form, useLocation, useNavigate } from "react-router";
import { shopLabel } from "../../../domain/shop-label.ts";
import { rememberShopChoice } from "./shop-choice.ts";

export function ShopPicker({
  shops,
  choice,
}: {
  shops: { id: number; no: string; name: string }[];
  choice: number | "all" | null;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = choice === "all" || choice === null ? "alle" : String(choice);
  return (
    <Form
      method="get"
      action={pathname}
      className="shop-picker"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get("butikk");
        rememberShopChoice(String(value ?? "alle"));
        // The same page again, without ?butikk=, so it reads the remembered choice.
        navigate(pathname, { replace: true });
      }}
    >
      <label htmlFor="backoffice-shop">Du jobber i</label>
      <select id="backoffice-shop" name="butikk" defaultValue={current} key={current}>
        <option value="alle">Alle butikker</option>
        {shops.map((s) => (
          <option key={s.id} value={s.id}>
            {shopLabel(s)}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        Bytt butikk
      </button>
    </Form>
  );
}
