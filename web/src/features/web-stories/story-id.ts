/** The numeric id a /web-stories/{id} segment ends with, or null. */
export function storyIdOf(segment: string | undefined): number | null {
  const match = /(\d{1,12})$/.exec(segment ?? '');
  return match?.[1] ? Number(match[1]) : null;
}
