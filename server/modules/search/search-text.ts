// PostgreSQL's text forms that the in-memory search index reads (decision 052): a tsvector's text
// (`'lexeme':1A,2B`) with its weights, and the tsquery text query-text.ts builds.

/** A lexeme's weights in a vector or a query: A (name), B (brand, groups), C (description), D. */
export const WEIGHT_BITS: Record<string, number> = { A: 8, B: 4, C: 2, D: 1 };
const ALL_WEIGHTS = 15;

/**
 * Calls `each` with every lexeme of PostgreSQL's tsvector text (`'lexeme':1A,2B 'other':3`) and the
 * weights it has anywhere. By hand, not by regular expression: this runs over every article's vector
 * when an index is built (2.6 million lexemes at 100,000 articles).
 */
export function eachLexeme(text: string, each: (lexeme: string, weights: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (text.charCodeAt(i) !== 39) {
      i++;
      continue;
    }
    // A quoted lexeme; a quote inside is doubled, a backslash escaped.
    let lexeme = "";
    let start = ++i;
    for (;;) {
      const quote = text.indexOf("'", i);
      if (quote < 0) return;
      if (text.charCodeAt(quote + 1) === 39) {
        lexeme += text.slice(start, quote + 1);
        i = start = quote + 2;
        continue;
      }
      lexeme += text.slice(start, quote);
      i = quote + 1;
      break;
    }
    if (lexeme.includes("\\")) lexeme = lexeme.replace(/\\(.)/g, "$1");
    let weights = 0;
    if (text.charCodeAt(i) === 58) {
      // Positions: digits, each with a weight letter or none (D).
      let digit = false;
      for (i++; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c >= 48 && c <= 57) digit = true;
        else if (c >= 65 && c <= 67) {
          weights |= WEIGHT_BITS[text[i]];
          digit = false;
        } else if (c === 44) {
          if (digit) weights |= WEIGHT_BITS.D;
          digit = false;
        } else break;
      }
      if (digit) weights |= WEIGHT_BITS.D;
    } else {
      weights = WEIGHT_BITS.D;
    }
    each(lexeme, weights);
  }
}

/** The lexemes of a vector's text with their weights (tests; the index reads them with eachLexeme). */
export function parseTsvector(text: string): Map<string, number> {
  const lexemes = new Map<string, number>();
  eachLexeme(text, (lexeme, weights) => lexemes.set(lexeme, (lexemes.get(lexeme) ?? 0) | weights));
  return lexemes;
}

/** A parsed query: terms are query words before PostgreSQL's stemmer has seen them. */
export type QueryNode =
  | { kind: "term"; word: string; prefix: boolean; weights: number }
  | { kind: "and" | "or"; children: QueryNode[] };

/** Parses the tsquery text query-text.ts builds: words with :* and weights, &, | and parentheses. */
export function parseQueryText(text: string): QueryNode {
  const tokens = text.match(/\(|\)|&|\||[^\s()&|]+/g) ?? [];
  let i = 0;
  const or = (): QueryNode => {
    const children = [and()];
    while (tokens[i] === "|") {
      i++;
      children.push(and());
    }
    return children.length === 1 ? children[0] : { kind: "or", children };
  };
  const and = (): QueryNode => {
    const children = [operand()];
    while (tokens[i] === "&") {
      i++;
      children.push(operand());
    }
    return children.length === 1 ? children[0] : { kind: "and", children };
  };
  const operand = (): QueryNode => {
    const token = tokens[i++];
    if (token === "(") {
      const inner = or();
      if (tokens[i++] !== ")") throw new Error(`Unbalanced query text: ${text}`);
      return inner;
    }
    const m = token === undefined ? null : /^([^\s()&|:]+)(?::(\*?)([A-D]*))?$/u.exec(token);
    if (!m) throw new Error(`Unexpected query text: ${text}`);
    let weights = 0;
    for (const w of m[3] ?? "") weights |= WEIGHT_BITS[w];
    return { kind: "term", word: m[1], prefix: m[2] === "*", weights: weights || ALL_WEIGHTS };
  };
  const node = or();
  if (i !== tokens.length) throw new Error(`Unexpected query text: ${text}`);
  return node;
}

/** Every word of a query, for stemming. */
export function queryTerms(node: QueryNode, into = new Set<string>()): Set<string> {
  if (node.kind === "term") into.add(node.word);
  else for (const child of node.children) queryTerms(child, into);
  return into;
}
