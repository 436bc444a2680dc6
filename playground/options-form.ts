/**
 * The option controls, made from the command's own table of options (src/config/definitions.ts), so the
 * page offers every option the command has, less the ones about reading and writing files. The form's
 * state is a flat record keyed by option path; `optionsFrom` turns it into the options object that
 * `generate()` validates, so a wrong value gets the command's own message.
 */
import { OPTION_DEFINITIONS, type OptionDefinition } from "../src/config/definitions.js";
import type { TemplateChoices } from "../src/config/template-choices.js";

/**
 * The built-in templates, written in by the build (scripts/build-playground.js) from the registry: importing
 * the registry would bring every emitter into the page.
 */
declare const TEMPLATE_CHOICES: TemplateChoices;

/**
 * Options with no control: the description is the editor, the main file is always `client.ts`, and the Zod
 * schemas are always `client.zod.ts` (`validatorOut`'s default beside it; `validator` writes them).
 */
export const OPTIONS_WITHOUT_CONTROL = [
  "$schema",
  "src",
  "out",
  "validatorOut",
  "forceSetup",
  "maxInputSize",
  "fetchDeadline",
  "strict",
  "validate",
];
/** The companion files a checkbox turns on, and their names. */
const COMPANION_FILES: Record<string, string> = {
  hooksOut: "hooks.ts",
  clientSetup: "client-setup.ts",
  mocks: "mocks.ts",
  msw: "handlers.ts",
};
export const MAIN_FILE = "client.ts";
/** The second select of a reactive template: the HTTP client under the layer. */
const PAIR_CLIENT = "template.client";

export type FormState = Record<string, string | boolean>;

export function controlledDefinitions(): OptionDefinition[] {
  return OPTION_DEFINITIONS.filter((definition) => !OPTIONS_WITHOUT_CONTROL.includes(definition.path));
}

/** Builds one labelled control per option inside `form`; `onChange` runs on every edit. */
export function buildOptionsForm(form: HTMLElement, onChange: () => void): void {
  for (const definition of controlledDefinitions()) {
    const label = document.createElement("label");
    label.title = typeof definition.help === "string" ? definition.help : definition.help(TEMPLATE_CHOICES);
    label.dataset.option = definition.path;
    const name = document.createElement("span");
    name.textContent = definition.path;
    label.append(name, ...controlsFor(definition));
    form.append(label);
  }
  form.addEventListener("input", onChange);
  form.addEventListener("change", onChange);
}

function controlsFor(definition: OptionDefinition): HTMLElement[] {
  const { path, value } = definition;
  switch (value.kind) {
    case "boolean":
      return [checkbox(path, definition.default === true)];
    case "path":
      return [checkbox(path, false, `→ ${COMPANION_FILES[path] ?? path}`)];
    case "choice":
      return [
        select(
          path,
          [...(definition.default === undefined ? [""] : []), ...value.choices],
          definition.default,
        ),
      ];
    case "template":
      return [
        select(path, [...TEMPLATE_CHOICES.clients, ...TEMPLATE_CHOICES.layers], "axios"),
        select(PAIR_CLIENT, ["", ...TEMPLATE_CHOICES.reactiveClients], ""),
      ];
    case "threshold":
      return [textInput(path, "true, false or a number")];
    case "patterns":
      return [textInput(path, "wildcards, comma-separated")];
    case "choiceMap":
      return [textInput(path, `name=${value.choices.join("|")}, ...`)];
    default:
      return [textInput(path, typeof definition.default === "string" ? definition.default : "")];
  }
}

function checkbox(path: string, checked: boolean, note?: string): HTMLElement {
  const input = document.createElement("input");
  input.type = "checkbox";
  input.name = path;
  input.checked = checked;
  input.defaultChecked = checked;
  if (note === undefined) return input;
  const wrapper = document.createElement("span");
  wrapper.append(input, ` ${note}`);
  return wrapper;
}

function select(path: string, choices: readonly string[], selected: unknown): HTMLSelectElement {
  const element = document.createElement("select");
  element.name = path;
  for (const choice of choices) {
    const option = new Option(choice === "" ? "(default)" : choice, choice, false, choice === selected);
    option.defaultSelected = choice === selected;
    element.append(option);
  }
  return element;
}

function textInput(path: string, placeholder: string): HTMLInputElement {
  const input = document.createElement("input");
  input.type = "text";
  input.name = path;
  input.placeholder = placeholder;
  return input;
}

/** The controls that differ from their initial value: what the URL keeps. */
export function readForm(form: HTMLElement): FormState {
  const state: FormState = {};
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")) {
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if (element.checked !== element.defaultChecked) state[element.name] = element.checked;
    } else if (element instanceof HTMLSelectElement) {
      const initial = [...element.options].find((option) => option.defaultSelected)?.value ?? "";
      if (element.value !== initial) state[element.name] = element.value;
    } else if (element.value !== "") {
      state[element.name] = element.value;
    }
  }
  return state;
}

/** Resets the form, then applies `state` (from the URL). */
export function writeForm(form: HTMLElement, state: FormState): void {
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")) {
    const value = state[element.name];
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      element.checked = typeof value === "boolean" ? value : element.defaultChecked;
    } else if (element instanceof HTMLSelectElement) {
      const initial = [...element.options].find((option) => option.defaultSelected)?.value ?? "";
      element.value = typeof value === "string" ? value : initial;
    } else {
      element.value = typeof value === "string" ? value : "";
    }
  }
}

/** The options object for `generate()`, from the form's state (values as typed; `generate` judges them). */
export function optionsFrom(state: FormState): Record<string, unknown> {
  const options: Record<string, unknown> = { out: MAIN_FILE };
  for (const definition of controlledDefinitions()) {
    const raw = state[definition.path];
    const value = definition.value.kind === "template" ? templateValue(state) : parsed(definition, raw);
    if (value !== undefined) writePath(options, definition.path, value);
  }
  return options;
}

function templateValue(state: FormState): unknown {
  const template = typeof state.template === "string" ? state.template : undefined;
  const client = state[PAIR_CLIENT];
  if (typeof client === "string" && client !== "") return [template ?? "axios", client];
  return template;
}

function parsed(definition: OptionDefinition, raw: string | boolean | undefined): unknown {
  if (raw === undefined || raw === "") return undefined;
  const kind = definition.value.kind;
  if (kind === "path") return raw === true ? COMPANION_FILES[definition.path] : undefined;
  if (typeof raw === "boolean") return raw;
  if (kind === "threshold")
    return raw === "true" ? true : raw === "false" ? false : /^\d+$/.test(raw) ? Number(raw) : raw;
  if (kind === "patterns")
    return raw
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "");
  if (kind === "choiceMap") {
    const entries = raw
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "");
    return Object.fromEntries(
      entries.map((entry) => [entry.split("=")[0]?.trim() ?? "", entry.split("=")[1]?.trim() ?? ""]),
    );
  }
  return raw;
}

function writePath(target: Record<string, unknown>, dottedPath: string, value: unknown): void {
  const keys = dottedPath.split(".");
  const last = keys.pop() as string;
  let current = target;
  for (const key of keys) {
    current[key] ??= {};
    current = current[key] as Record<string, unknown>;
  }
  current[last] = value;
}
