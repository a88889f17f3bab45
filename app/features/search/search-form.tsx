// The header search form's markup, shared by the plain box (first paint, no JavaScript) and the
// combobox that replaces it: a GET form to /search, which redirects to /search/:query. Its stylesheet
// (search.css) is one the layout gives every page (root.tsx, decision 053).
import type { ComponentPropsWithRef, FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import { SEARCH_QUERY_MAX_LENGTH } from "../../../domain/search-query.ts";

interface SearchFormProps {
  labelProps: ComponentPropsWithRef<"label">;
  inputProps: ComponentPropsWithRef<"input">;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The suggestions and their live status. */
  children?: ReactNode;
}

export function SearchForm({ labelProps, inputProps, onSubmit, children }: SearchFormProps) {
  return (
    <Form method="get" action="/search" role="search" className="search-box" onSubmit={onSubmit}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: htmlFor comes with labelProps */}
      <label {...labelProps} className="visually-hidden">
        Søk etter produkter
      </label>
      <div className="search-box__field">
        <input
          name="q"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          type="search"
          placeholder="Søk"
          autoComplete="off"
          enterKeyHint="search"
          {...inputProps}
          className="search-box__input"
        />
        <button type="submit" className="search-box__button">
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Søk</span>
        </button>
      </div>
      {children}
    </Form>
  );
}
