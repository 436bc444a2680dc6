/**
 * Numbers for mock data: a small whole number that varies with the place (and differs between a list's items), moved inside the bounds and onto
 * a multiple of `multipleOf`. `undefined` when the bounds leave no such number (`minimum` above `maximum`).
 */
import type { SchemaConstraints } from "../../model/types.js";
import { seedOf } from "./variety.js";

/** How far from the preferred number the search for a multiple within the bounds goes. */
const MULTIPLE_STEPS = 1000;

export function mockNumber(
  integer: boolean,
  constraints: SchemaConstraints,
  place: string,
  format?: string,
): number | undefined {
  const { low, high } = boundsOf(integer, constraints, format);
  if (low > high) return undefined;
  // Consecutive for the items of a list (seedOf), so that they differ.
  const seed = seedOf(place);
  const preferred = clamp(1 + ((seed.base + seed.offset) % 100), low, high);
  const { multipleOf } = constraints;
  if (multipleOf === undefined || multipleOf <= 0) {
    return integer ? integerWithin(preferred, low, high) : preferred;
  }
  const base = Math.round(preferred / multipleOf);
  for (let step = 0; step <= MULTIPLE_STEPS; step++) {
    for (const factor of step === 0 ? [base] : [base + step, base - step]) {
      // `3 * 0.1` is 0.30000000000000004: the decimal it stands for is tried first.
      for (const candidate of [Number((factor * multipleOf).toPrecision(12)), factor * multipleOf]) {
        if (candidate < low || candidate > high) continue;
        if (integer && !Number.isInteger(candidate)) continue;
        if (isMultipleOf(candidate, multipleOf)) return candidate;
      }
    }
  }
  return undefined;
}

/** The check validators make (ajv, Zod's default): the quotient is a whole number in floating point. */
export function isMultipleOf(value: number, multipleOf: number): boolean {
  return Number.isInteger(value / multipleOf);
}

/** Inclusive bounds: an exclusive bound moves in by one for integers and by a little for other numbers. */
function boundsOf(
  integer: boolean,
  constraints: SchemaConstraints,
  format?: string,
): { low: number; high: number } {
  let low =
    format === "int32"
      ? -(2 ** 31)
      : format === "uint32" || format === "uint64"
        ? 0
        : -Number.MAX_SAFE_INTEGER;
  let high = format === "int32" ? 2 ** 31 - 1 : format === "uint32" ? 2 ** 32 - 1 : Number.MAX_SAFE_INTEGER;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = constraints;
  if (minimum !== undefined) low = Math.max(low, integer ? Math.ceil(minimum) : minimum);
  if (maximum !== undefined) high = Math.min(high, integer ? Math.floor(maximum) : maximum);
  if (exclusiveMinimum !== undefined) low = Math.max(low, above(exclusiveMinimum, integer));
  if (exclusiveMaximum !== undefined) high = Math.min(high, below(exclusiveMaximum, integer));
  return { low, high };
}

function above(bound: number, integer: boolean): number {
  if (integer) return Math.floor(bound) + 1;
  return bound + Math.max(Math.abs(bound) * 1e-9, 1e-9);
}

function below(bound: number, integer: boolean): number {
  if (integer) return Math.ceil(bound) - 1;
  return bound - Math.max(Math.abs(bound) * 1e-9, 1e-9);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

function integerWithin(value: number, low: number, high: number): number | undefined {
  const whole = Math.round(value);
  if (whole >= low && whole <= high) return whole;
  const up = Math.ceil(low);
  return up <= high ? up : undefined;
}
