// Shown on every page while payments go to the local Klarna stand-in (decision 024), so nobody takes
// a demo or test shop for one that takes real money. In the page's flow, never over its content.
export const TEST_MODE_TEXT = "Testmodus: betalinger er ikke ekte – ingen penger trekkes.";

export function TestModeBanner() {
  return <p className="test-mode-banner">{TEST_MODE_TEXT}</p>;
}
