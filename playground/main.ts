/**
 * The playground page: a description and options in, every generated file out (CodeMirror, read-only, with
 * TypeScript highlighting), generated in one worker and type-checked in another. No framework: the page is
 * a textarea, a form made from the option table and a list of files.
 */
import { javascript } from "@codemirror/lang-javascript";
import { defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { EditorView, lineNumbers } from "@codemirror/view";
import type { CheckReply, CheckRequest, GenerateReply, GenerateRequest } from "./messages.js";
import { buildOptionsForm, type FormState, optionsFrom, readForm, writeForm } from "./options-form.js";
import { decodeState, encodeState, MAX_DESCRIPTION_IN_URL, type PageState } from "./url-state.js";

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const description = element<HTMLTextAreaElement>("description");
const srcName = element<HTMLInputElement>("src-name");
const form = element<HTMLFormElement>("options");
const status = element<HTMLSpanElement>("status");
const compiles = element<HTMLSpanElement>("compiles");
const errorBox = element<HTMLParagraphElement>("error");
const warningList = element<HTMLUListElement>("warnings");
const diagnosticList = element<HTMLUListElement>("diagnostics");
const fileList = element<HTMLDivElement>("files");

const generator = new Worker("generate-worker.js", { type: "module" });
const checker = new Worker("check-worker.js");

/** The latest request; replies to older ones are dropped. */
let latest = 0;
let requestedAt = 0;
let sentAt = 0;
let pastedAt: number | undefined;
let currentFiles: { path: string; content: string }[] = [];

/** For the browser tests and for anyone curious: what is shown, and how long it took. */
const exposed = {
  files: () => currentFiles,
  /** Milliseconds from the last paste (or edit) to the output on screen, and of generation in the worker. */
  timing: undefined as
    | { toOutput: number; beforeRequest: number; generation: number; messaging: number; rendering: number }
    | undefined,
};
(window as unknown as { typewrightPlayground: typeof exposed }).typewrightPlayground = exposed;

buildOptionsForm(form, schedule);
/**
 * A description this large is kept out of the textarea, which would take seconds to lay out (measured:
 * 12 s for GitHub's 12 MB): the textarea shows its start, read-only, until Clear.
 */
const LARGE_DESCRIPTION = 512 * 1024;
const PREVIEW_LENGTH = 16 * 1024;
let largeDescription: string | undefined;
const largeNote = element<HTMLSpanElement>("large-note");

function descriptionText(): string {
  return largeDescription ?? description.value;
}

function setDescription(text: string): void {
  largeDescription = text.length >= LARGE_DESCRIPTION ? text : undefined;
  description.readOnly = largeDescription !== undefined;
  largeNote.hidden = largeDescription === undefined;
  largeNote.textContent = `${(text.length / 2 ** 20).toFixed(1)} MB: only its start is shown`;
  description.value = largeDescription === undefined ? text : `${text.slice(0, PREVIEW_LENGTH)}\n…`;
}

description.addEventListener("input", schedule);
description.addEventListener("paste", (event) => {
  pastedAt = performance.now();
  const text = event.clipboardData?.getData("text/plain") ?? "";
  if (text.length < LARGE_DESCRIPTION) return; // the browser pastes it, and `input` follows
  event.preventDefault();
  setDescription(text);
  schedule();
});
element<HTMLButtonElement>("clear").addEventListener("click", () => {
  setDescription("");
  schedule();
});
srcName.addEventListener("input", schedule);
element<HTMLSelectElement>("example").addEventListener("change", async (event) => {
  const name = (event.target as HTMLSelectElement).value;
  if (name === "") return;
  setDescription(await (await fetch(`examples/${name}`)).text());
  srcName.value = name;
  schedule();
});
element<HTMLInputElement>("upload").addEventListener("change", async (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (!file) return;
  setDescription(await file.text());
  srcName.value = file.name;
  schedule();
});

let timer: ReturnType<typeof setTimeout> | undefined;
function schedule(): void {
  clearTimeout(timer);
  // What is in flight is for the old input now: its reply is dropped.
  latest++;
  status.dataset.state = "pending";
  timer = setTimeout(requestGeneration, 150);
}

function requestGeneration(): void {
  latest++;
  requestedAt = pastedAt ?? performance.now();
  pastedAt = undefined;
  status.dataset.state = "generating";
  status.textContent = "Generating…";
  const options = optionsFrom(readForm(form));
  const request: GenerateRequest = { id: latest, text: descriptionText(), srcName: srcName.value, options };
  sentAt = performance.now();
  generator.postMessage(request);
  void saveState();
}

generator.onmessage = ({ data }: MessageEvent<GenerateReply>) => {
  if (data.id !== latest) return;
  if ("error" in data) {
    showError(`typewright: ${data.error}`);
    return;
  }
  const repliedAt = performance.now();
  errorBox.hidden = true;
  currentFiles = data.files;
  renderFiles(data.files);
  warningList.replaceChildren(...data.warnings.map((warning) => listItem(warning)));
  const now = performance.now();
  exposed.timing = {
    toOutput: now - requestedAt,
    beforeRequest: sentAt - requestedAt,
    generation: data.milliseconds,
    messaging: repliedAt - sentAt - data.milliseconds,
    rendering: now - repliedAt,
  };
  status.dataset.state = "done";
  status.textContent = `${data.files.length} file${data.files.length === 1 ? "" : "s"} generated in ${Math.round(data.milliseconds)} ms`;
  compiles.dataset.state = "checking";
  compiles.textContent = "type-checking…";
  diagnosticList.replaceChildren();
  const request: CheckRequest = { id: data.id, files: data.files };
  checker.postMessage(request);
};

checker.onmessage = ({ data }: MessageEvent<CheckReply>) => {
  if (data.id !== latest) return;
  if ("error" in data) {
    compiles.dataset.state = "failed";
    compiles.textContent = `type check failed: ${data.error}`;
    return;
  }
  const count = data.diagnostics.length;
  compiles.dataset.state = count === 0 ? "ok" : "failed";
  compiles.dataset.diagnostics = String(count);
  compiles.textContent =
    count === 0
      ? `✓ compiles (strict, 0 diagnostics, ${Math.round(data.milliseconds)} ms)`
      : `✗ ${count} diagnostic${count === 1 ? "" : "s"}`;
  diagnosticList.replaceChildren(...data.diagnostics.map((line) => listItem(line)));
};

function showError(line: string): void {
  currentFiles = [];
  errorBox.textContent = line;
  errorBox.hidden = false;
  fileList.replaceChildren();
  warningList.replaceChildren();
  diagnosticList.replaceChildren();
  status.dataset.state = "error";
  status.textContent = "No output";
  compiles.dataset.state = "idle";
  compiles.textContent = "";
}

function listItem(text: string): HTMLLIElement {
  const item = document.createElement("li");
  item.textContent = text;
  return item;
}

const highlighting = [javascript({ typescript: true }), syntaxHighlighting(defaultHighlightStyle)];

function renderFiles(files: { path: string; content: string }[]): void {
  fileList.replaceChildren(
    ...files.map((file) => {
      const box = document.createElement("div");
      box.className = "file";
      box.dataset.path = file.path;
      const title = document.createElement("h2");
      const name = document.createElement("span");
      name.textContent = file.path;
      const copy = document.createElement("button");
      copy.type = "button";
      copy.textContent = "Copy";
      copy.addEventListener("click", async () => {
        await navigator.clipboard.writeText(file.content);
        copy.textContent = "Copied";
      });
      const download = document.createElement("a");
      download.className = "button";
      download.textContent = "Download";
      download.download = file.path;
      download.href = URL.createObjectURL(new Blob([file.content], { type: "text/typescript" }));
      title.append(name, copy, download);
      box.append(title);
      new EditorView({
        parent: box,
        state: EditorState.create({
          doc: file.content,
          extensions: [
            lineNumbers(),
            ...highlighting,
            EditorState.readOnly.of(true),
            EditorView.editable.of(false),
          ],
        }),
      });
      return box;
    }),
  );
}

async function saveState(): Promise<void> {
  const state: PageState = { options: readForm(form), srcName: srcName.value };
  const text = descriptionText();
  if (text.length <= MAX_DESCRIPTION_IN_URL) state.description = text;
  const encoded = await encodeState(state);
  history.replaceState(null, "", `#${encoded}`);
}

async function restoreState(): Promise<void> {
  const state = location.hash.length > 1 ? await decodeState(location.hash.slice(1)) : undefined;
  if (state) {
    writeForm(form, state.options as FormState);
    srcName.value = state.srcName;
    if (state.description !== undefined) setDescription(state.description);
    schedule();
    return;
  }
  setDescription(await (await fetch("examples/petstore.yaml")).text());
  srcName.value = "petstore.yaml";
  schedule();
}

void restoreState();
