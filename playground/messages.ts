/** What the page and its two workers say to each other. */
export interface GenerateRequest {
  id: number;
  text: string;
  srcName: string;
  options: Record<string, unknown>;
}

export type GenerateReply =
  | { id: number; files: { path: string; content: string }[]; warnings: string[]; milliseconds: number }
  | { id: number; error: string };

export interface CheckRequest {
  id: number;
  files: { path: string; content: string }[];
}

export type CheckReply =
  | { id: number; diagnostics: string[]; milliseconds: number }
  | { id: number; error: string };
