/**
 * A warning about a construct found at many places, as one line: the line of the first place, and how many other
 * places have it (`... (also at 499 other places)`).
 */
export function alsoAtOtherPlaces(firstLine: string, others: number): string {
  return `${firstLine} (also at ${others === 1 ? "1 other place" : `${others} other places`})`;
}
