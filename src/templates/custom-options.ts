/**
 * The options a custom template may read (public): a template states which in `declaration.options`, and its
 * `TemplateContext.options` holds those and no others, so what a template depends on is written in it, and
 * the rest of the run's options can change without reaching it.
 */
import type { QueryParamsSerialization } from "../config/types.js";
import { TypewrightError } from "../errors.js";

/** The run's options a custom template may read, validated and with their defaults filled in. */
export interface TemplateOptions {
  /** The base URL the client sends to by default: what a template writes into its defaults or instances. */
  readonly baseUrl: string;
  /**
   * How query parameters are written (`arrayFormat`, `allowDots`) and when they are grouped into one object
   * (`queryParamsAsObject`). `containers.queryStyleConstant` writes it for the runtime senders already; a
   * template that sends through code of its own reads it here.
   */
  readonly queryParamsSerialization: QueryParamsSerialization;
  /**
   * `responseShape` as the user set it; undefined where unset (calls resolve to the declaration's native
   * response where it has one, else to the body). `ctx.resolvesTo` is what calls resolve to, decided from it.
   */
  readonly responseShape: "body" | "full" | undefined;
  /** Positional arguments, or one object of every parameter and the body (`operation.arguments` follows it). */
  readonly argumentStyle: "positional" | "object";
  /** How date and date-time values are typed: `Date` (the request descriptor converts them) or `string`. */
  readonly dateFormat: "Date" | "string";
  /** The write-once setup file, where one is written (`setupFile` is called only then); undefined otherwise. */
  readonly clientSetup: string | undefined;
}

/** The name of an option a template may declare. */
export type TemplateOptionName = keyof TemplateOptions;

/** Every option a template may declare, in the order messages list them. */
export const TEMPLATE_OPTION_NAMES: readonly TemplateOptionName[] = Object.keys({
  baseUrl: true,
  queryParamsSerialization: true,
  responseShape: true,
  argumentStyle: true,
  dateFormat: true,
  clientSetup: true,
} satisfies Record<TemplateOptionName, true>) as TemplateOptionName[];

/**
 * What a template that declares no `options` receives: those its defaults and query style are written from,
 * which templates read before they declared their options.
 */
export const DEFAULT_TEMPLATE_OPTIONS: readonly TemplateOptionName[] = [
  "baseUrl",
  "queryParamsSerialization",
];

/**
 * The declared options of the run, and nothing else: a frozen object whose own keys are the declared names.
 * Reading an option a template may declare but did not is an error naming the template and the option
 * (rather than `undefined` written into its code); the object has no such property, so what lists or
 * compares its properties never meets one.
 */
export function declaredOptions<Option extends TemplateOptionName>(
  options: TemplateOptions,
  declared: readonly Option[],
  template: string,
): Pick<TemplateOptions, Option> {
  const picked: Partial<Record<TemplateOptionName, unknown>> = {};
  for (const name of declared) {
    const value = options[name];
    picked[name] = typeof value === "object" && value !== null ? Object.freeze({ ...value }) : value;
  }
  const undeclared = TEMPLATE_OPTION_NAMES.filter((name) => !Object.hasOwn(picked, name));
  return new Proxy(Object.freeze(picked), {
    get(target, name, receiver) {
      if (typeof name === "string" && (undeclared as readonly string[]).includes(name)) {
        throw new TypewrightError(
          "template",
          `template ${template}: reads options.${name}, which its declaration does not list (declaration.options: ${JSON.stringify(declared)}; see docs/custom-templates.md)`,
        );
      }
      return Reflect.get(target, name, receiver);
    },
  }) as Pick<TemplateOptions, Option>;
}
