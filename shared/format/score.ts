// Team score text for display (SPEC section 5): an all-out score is written without '/10'.

/**
 * '187/10 (19.4)' → '187 (19.4)', '150/10 & 201/10' → '150 & 201'; '187/6' and '187/1' stay.
 * Missing text reads as ''.
 */
export function displayScore(score: string | null | undefined): string {
  // The lookahead keeps '/10' from matching inside '/100' or similar.
  return (score ?? '').replace(/\/10(?!\d)/g, '');
}
