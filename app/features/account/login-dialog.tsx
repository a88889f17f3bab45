// The login form in a modal dialog, opened in place where a page needs a login to go on (the checkout's
// login-only verdikode, spec section 6: "the login form opens"), so nothing the shopper typed is lost.
// The platform's <dialog> with showModal() is the dialog (decision 033): it traps focus and makes the
// page behind inert, closes on Escape, and gives focus back to what opened it.
import { useEffect, useRef } from "react";
import { LoginForm } from "./login-form.tsx";

export function LoginDialog({
  open,
  notice,
  onClose,
  onLoggedIn,
}: {
  open: boolean;
  notice: string;
  onClose: () => void;
  onLoggedIn: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) {
      d.showModal();
      // Straight to the first field, not the close button before it.
      d.querySelector("input")?.focus();
    }
    if (!open && d?.open) d.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="login-dialog" aria-labelledby="login-dialog-title" onClose={onClose}>
      <div className="login-dialog__head">
        <h2 id="login-dialog-title">Logg inn</h2>
        <button type="button" className="button button--plain" aria-label="Lukk innloggingen" onClick={onClose}>
          ✕
        </button>
      </div>
      {open ? <LoginForm back="/checkout" openCart={false} notice={notice} onLoggedIn={onLoggedIn} /> : null}
    </dialog>
  );
}
